import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { Ltr } from '../../../primitives/i18n/Ltr.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { Field } from '../common/Field.js'
import { SendTokenImage } from './SendTokenImage.js'

export type SendAmountFieldProps = {
  /** The prefix of the field's element ids; the token button's id is `{idPrefix}-token`. */
  idPrefix: string
  amount: string | undefined
  token: AccountTokenBalance
  /** What is wrong with the amount, shown under the field and tied to it. */
  problem?: string | undefined
  /** Called when the visitor types an amount. */
  onType(): void
  /** Called when the visitor leaves the amount. */
  onLeave(): void
  /** Opens the token list. */
  onPickToken(): void
}

/**
 * The send form's amount: the amount typed (a comma reads as a point), the token picked (its image and symbol, a
 * button that opens the token list), its balance and Max; what is wrong with the amount under the field.
 * @example <SendAmountField idPrefix={id} amount={send.amount} token={token} onType={clear} onLeave={leave} onPickToken={pick} />
 */
export function SendAmountField(props: SendAmountFieldProps) {
  const t = useT()
  const { idPrefix, amount, token, problem, onType, onLeave, onPickToken } = props
  const kit = useKit()
  const problemId = `${idPrefix}-amount-problem`
  const balanceId = `${idPrefix}-balance`
  return (
    <Field
      id={`${idPrefix}-amount`}
      label={t('common.amount')}
      problem={problem}
      below={
        <div className="wk-amount-meta" id={balanceId}>
          <span>
            {t('common.balance')} <Ltr>{formatBalance(token.quantity.numeric, token.symbol, t.locale)}</Ltr>
          </span>
          <button
            type="button"
            className="wk-link-btn"
            onClick={() => {
              onType()
              updateSendForm(kit, { amount: token.quantity.numeric })
            }}
          >
            {t('common.max')}
          </button>
        </div>
      }
    >
      <div className="wk-amount">
        <input
          id={`${idPrefix}-amount`}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${balanceId}` : balanceId}
          onChange={(event) => {
            onType()
            updateSendForm(kit, { amount: event.target.value.replace(',', '.') || undefined })
          }}
          onBlur={onLeave}
        />
        <button
          type="button"
          id={`${idPrefix}-token`}
          className="wk-send-token"
          aria-label={t('sendAmountField.token', { symbol: token.symbol })}
          onClick={onPickToken}
        >
          <SendTokenImage symbol={token.symbol} size="sm" />
          <span>{token.symbol}</span>
          <Icon name="expand" size={16} />
        </button>
      </div>
    </Field>
  )
}
