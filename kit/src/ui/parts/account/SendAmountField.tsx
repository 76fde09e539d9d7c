import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { isAmountOverBalance } from '../../../core/send/isAmountOverBalance.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { formatBalance } from '../../../utils/formatBalance.js'

export type SendAmountFieldProps = {
  /** The prefix of the field's element ids. */
  idPrefix: string
  amount: string | undefined
  tokens: readonly AccountTokenBalance[]
  token: AccountTokenBalance
  /** Called when the visitor types an amount (the form's problem no longer applies). */
  onType(): void
}

/**
 * The send form's amount: the amount typed (a comma reads as a point), the token picked, its balance or
 * "Insufficient balance", and Max.
 * @example <SendAmountField idPrefix={id} amount={send.amount} tokens={tokens} token={token} onType={clear} />
 */
export function SendAmountField({ idPrefix, amount, tokens, token, onType }: SendAmountFieldProps) {
  const kit = useKit()
  const over = isAmountOverBalance(amount, token)
  return (
    <div className="wk-field">
      <label className="wk-label" htmlFor={`${idPrefix}-amount`}>
        Amount
      </label>
      <div className="wk-amount">
        <input
          id={`${idPrefix}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount ?? ''}
          aria-invalid={over || undefined}
          aria-describedby={`${idPrefix}-balance`}
          onChange={(event) => {
            onType()
            updateSendForm(kit, { amount: event.target.value.replace(',', '.') || undefined })
          }}
        />
        <select
          aria-label="Token"
          value={token.address ?? ''}
          onChange={(event) => updateSendForm(kit, { tokenAddress: event.target.value || undefined })}
        >
          {tokens.map((option) => (
            <option key={option.address ?? 'native'} value={option.address ?? ''}>
              {option.symbol}
            </option>
          ))}
        </select>
      </div>
      <div className="wk-amount-meta" id={`${idPrefix}-balance`}>
        <span className={over ? 'wk-error-text' : undefined}>
          {over ? 'Insufficient balance' : `Balance: ${formatBalance(token.quantity.numeric, token.symbol)}`}
        </span>
        <button
          type="button"
          className="wk-link-btn"
          onClick={() => updateSendForm(kit, { amount: token.quantity.numeric })}
        >
          Max
        </button>
      </div>
    </div>
  )
}
