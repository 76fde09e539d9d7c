import { useId, useState } from 'react'
import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import type { SendFormField } from '../../../core/send/findSendFormProblem.js'
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

/** A problem the review found, and the field it is shown beside (none: under the form). */
type FormProblem = { text: string; field?: SendFormField | undefined }

/**
 * The send form: amount and token, receiver (address or name), the problem `reviewSend` finds beside its field,
 * and Preview send.
 * @example <SendForm send={send} tokens={tokens} token={token} />
 */
export function SendForm({ send, tokens, token }: SendFormProps) {
  const kit = useKit()
  const ids = useId()
  const [problem, setProblem] = useState<FormProblem>()
  const review = async () => {
    setProblem(undefined)
    const result = await reviewSend(kit)
    setProblem(result.status === 'problem' ? { text: result.problem, field: result.field } : undefined)
  }
  const resolving = send.step === 'resolving'
  const receiverProblem = problem?.field === 'receiver' ? problem.text : undefined
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
        problem={problem?.field === 'amount' ? problem.text : undefined}
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
          aria-invalid={receiverProblem ? true : undefined}
          aria-describedby={receiverProblem ? `${ids}-to-problem` : undefined}
          onChange={(event) => {
            setProblem(undefined)
            updateSendForm(kit, {
              receiverProfileName: undefined,
              receiverAddress: event.target.value || undefined,
            })
          }}
        />
        {receiverProblem ? (
          <p id={`${ids}-to-problem`} className="wk-error-text" role="alert">
            {receiverProblem}
          </p>
        ) : null}
      </div>
      {problem && !problem.field ? (
        <p className="wk-error-text" role="alert">
          {problem.text}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={resolving}>
        {resolving ? <Spinner /> : null}
        Preview send
      </button>
    </form>
  )
}
