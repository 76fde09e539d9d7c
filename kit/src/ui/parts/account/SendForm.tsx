import { useEffect, useId, useRef, useState } from 'react'
import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { reviewSend } from '../../../core/send/reviewSend.js'
import type { SendState } from '../../../core/send/SendState.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SendAmountField } from './SendAmountField.js'
import { SendReceiverField } from './SendReceiverField.js'
import { SendTokenPicker } from './SendTokenPicker.js'
import { useSendFormProblems } from './useSendFormProblems.js'

export type SendFormProps = {
  send: SendState
  tokens: readonly AccountTokenBalance[]
  token: AccountTokenBalance
}

/**
 * The send form: amount and token (a token list with images in place of the form), receiver (address or name),
 * each field's problem under it and tied to it, and Preview send, enabled once the form is valid.
 * @example <SendForm send={send} tokens={tokens} token={token} />
 */
export function SendForm({ send, tokens, token }: SendFormProps) {
  const t = useT()
  const kit = useKit()
  const ids = useId()
  const [picking, setPicking] = useState(false)
  const problems = useSendFormProblems(send, token)
  const pickedBefore = useRef(false)
  // Closing the token list gives focus back to the button that opened it.
  useEffect(() => {
    if (!picking && pickedBefore.current) document.getElementById(`${ids}-token`)?.focus()
  }, [picking, ids])
  if (picking) return <SendTokenPicker tokens={tokens} token={token} onClose={() => setPicking(false)} />
  const resolving = send.step === 'resolving'
  return (
    <form
      className="wk-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        problems.reviewed(undefined)
        void reviewSend(kit).then(problems.reviewed)
      }}
    >
      <SendAmountField
        idPrefix={ids}
        amount={send.amount}
        token={token}
        problem={problems.shown('amount')}
        onType={() => problems.edit('amount')}
        onLeave={() => problems.leave('amount')}
        onPickToken={() => {
          pickedBefore.current = true
          setPicking(true)
        }}
      />
      <SendReceiverField
        idPrefix={ids}
        value={send.receiverProfileName ?? send.receiverAddress ?? ''}
        problem={problems.shown('receiver')}
        onType={() => problems.edit('receiver')}
        onLeave={() => problems.leave('receiver')}
      />
      {problems.formProblem ? (
        <p className="wk-error-text" role="alert">
          {problems.formProblem}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={resolving || !problems.valid}>
        {resolving ? <Spinner /> : null}
        {t('sendForm.previewSend')}
      </button>
    </form>
  )
}
