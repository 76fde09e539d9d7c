import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type SendReceiverFieldProps = {
  /** The prefix of the field's element ids. */
  idPrefix: string
  /** The receiver as the visitor typed it: the name, else the address. */
  value: string
  /** What is wrong with the receiver, shown under the field and tied to it. */
  problem?: string | undefined
  onType(): void
  onLeave(): void
}

/**
 * The send form's receiver, "To": an address or a name (looked up at Preview send); what is wrong with it under
 * the field, tied to it with aria-describedby.
 * @example <SendReceiverField idPrefix={id} value={typed} problem={problem} onType={edit} onLeave={leave} />
 */
export function SendReceiverField({ idPrefix, value, problem, onType, onLeave }: SendReceiverFieldProps) {
  const t = useT()
  const kit = useKit()
  const problemId = `${idPrefix}-to-problem`
  return (
    <div className="wk-field">
      <label className="wk-label" htmlFor={`${idPrefix}-to`}>
        {t('common.to')}
      </label>
      <input
        id={`${idPrefix}-to`}
        className="wk-input"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('sendReceiverField.addressOrName')}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          onType()
          updateSendForm(kit, {
            receiverProfileName: undefined,
            receiverAddress: event.target.value || undefined,
          })
        }}
        onBlur={onLeave}
      />
      {problem ? (
        <p id={problemId} className="wk-error-text wk-field-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
