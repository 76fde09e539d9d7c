import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { findSendAmountWarning } from '../../../core/send/findSendAmountWarning.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { formatBalance } from '../../../utils/formatBalance.js'

export type SendAmountFieldProps = {
  /** The prefix of the field's element ids. */
  idPrefix: string
  amount: string | undefined
  tokens: readonly AccountTokenBalance[]
  token: AccountTokenBalance
  /** The problem the review found with the amount, shown under the field. */
  problem?: string | undefined
  /** Called when the visitor types an amount (the form's problem no longer applies). */
  onType(): void
}

/**
 * The send form's amount: the amount typed (a comma reads as a point), the token picked, its balance, or more
 * decimals than the token has, or "Insufficient balance", then Max; the review's problem with the amount below.
 * @example <SendAmountField idPrefix={id} amount={send.amount} tokens={tokens} token={token} onType={clear} />
 */
export function SendAmountField({ idPrefix, amount, tokens, token, problem, onType }: SendAmountFieldProps) {
  const kit = useKit()
  const warning = problem ? undefined : findSendAmountWarning(amount, token)
  const problemId = `${idPrefix}-amount-problem`
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
          aria-invalid={warning || problem ? true : undefined}
          aria-describedby={problem ? `${idPrefix}-balance ${problemId}` : `${idPrefix}-balance`}
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
        <span className={warning ? 'wk-error-text' : undefined}>
          {warning ?? `Balance: ${formatBalance(token.quantity.numeric, token.symbol)}`}
        </span>
        <button
          type="button"
          className="wk-link-btn"
          onClick={() => updateSendForm(kit, { amount: token.quantity.numeric })}
        >
          Max
        </button>
      </div>
      {problem ? (
        <p id={problemId} className="wk-error-text" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
