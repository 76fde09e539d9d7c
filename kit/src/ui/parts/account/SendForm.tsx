import { useId, useState } from 'react'
import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { reviewSend } from '../../../core/send/reviewSend.js'
import type { SendState } from '../../../core/send/SendState.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { SendAmountField } from './SendAmountField.js'

export type SendFormProps = {
  send: SendState
  tokens: readonly AccountTokenBalance[]
  token: AccountTokenBalance
}

/**
 * The send form: amount and token, receiver (address or name), the problem `reviewSend` finds, and Preview send.
 * @example <SendForm send={send} tokens={tokens} token={token} />
 */
export function SendForm({ send, tokens, token }: SendFormProps) {
  const kit = useKit()
  const ids = useId()
  const [problem, setProblem] = useState<string>()
  const review = async () => {
    setProblem(undefined)
    const result = await reviewSend(kit)
    setProblem(result.status === 'problem' ? result.problem : undefined)
  }
  const resolving = send.step === 'resolving'
  return (
    <form
      className="wk-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void review()
      }}
    >
      <SendAmountField
        idPrefix={ids}
        amount={send.amount}
        tokens={tokens}
        token={token}
        onType={() => setProblem(undefined)}
      />
      <div className="wk-field">
        <label className="wk-label" htmlFor={`${ids}-to`}>
          To
        </label>
        <input
          id={`${ids}-to`}
          className="wk-input"
          autoComplete="off"
          spellCheck={false}
          placeholder="Address or name"
          value={send.receiverProfileName ?? send.receiverAddress ?? ''}
          onChange={(event) => {
            setProblem(undefined)
            updateSendForm(kit, {
              receiverProfileName: undefined,
              receiverAddress: event.target.value || undefined,
            })
          }}
        />
      </div>
      {problem ? (
        <p className="wk-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={resolving}>
        {resolving ? <Spinner /> : null}
        Preview send
      </button>
    </form>
  )
}
