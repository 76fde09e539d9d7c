import { type FormEvent, useId, useState } from 'react'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { Ltr } from '../../../primitives/i18n/Ltr.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'
import { EmailText } from '../common/EmailText.js'

export type OtpFormProps = {
  /** Where the code went, shown to the visitor. */
  email: string
  /** Checks the code; a rejection's message is shown under the field. */
  onSubmit(otp: string): Promise<void>
  /** Sends a new code; its failure (such as the 30 s cooldown) is shown under the field. */
  onResend?: (() => Promise<void>) | undefined
}

const CODE_LENGTH = 6

/**
 * "Enter the code we sent to …": one field for the 6-digit code, sent when complete or on Continue; a wrong code
 * shows the frame's message and the field clears for another try.
 * @example <OtpForm email={email} onSubmit={(otp) => verifyEmailOtp(kit, { email, otp })} />
 */
export function OtpForm({ email, onSubmit, onResend }: OtpFormProps) {
  const t = useT()
  const [otp, setOtp] = useState('')
  // The failure itself, worded at each render: a locale switch re-words it.
  const [failure, setError] = useState<{ caught: unknown }>()
  const [notice, setNotice] = useState(false)
  const error = failure && describeError(failure.caught, t).message
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const submit = async (code: string) => {
    setBusy(true)
    setError(undefined)
    setNotice(false)
    try {
      await onSubmit(code)
    } catch (caught) {
      setError({ caught })
      setOtp('')
    } finally {
      setBusy(false)
    }
  }
  const resend = async () => {
    if (!onResend) return
    setError(undefined)
    try {
      await onResend()
      setNotice(true)
    } catch (caught) {
      setError({ caught })
    }
  }
  return (
    <form
      className="wk-stack"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        if (otp.length === CODE_LENGTH) void submit(otp)
      }}
    >
      <div className="wk-center">
        <p className="wk-muted">{t('otpForm.enterTheCodeWe')}</p>
        <p className="wk-heading">
          <Ltr>
            <EmailText email={email} />
          </Ltr>
        </p>
      </div>
      <input
        className="wk-input"
        dir="ltr"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('otpForm.oneTimeCode')}
        placeholder={t('otpForm.6DigitCode')}
        maxLength={CODE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={busy}
        value={otp}
        // biome-ignore lint/a11y/noAutofocus: the code field is the only thing to do in this view
        autoFocus
        onChange={(event) => {
          const code = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH)
          setOtp(code)
          setError(undefined)
          if (code.length === CODE_LENGTH) void submit(code)
        }}
      />
      {error ? (
        <p className="wk-error-text" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="wk-muted" role="status">
          {t('otpForm.newCodeSent')}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={otp.length !== CODE_LENGTH || busy}>
        {busy ? <Spinner /> : null}
        {t('common.continue')}
      </button>
      {onResend ? (
        <button type="button" className="wk-btn" data-variant="secondary" data-block="" onClick={resend}>
          {t('otpForm.resendCode')}
        </button>
      ) : null}
    </form>
  )
}
