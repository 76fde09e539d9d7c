import { type FormEvent, useEffect, useId, useState } from 'react'
import { connectAuth } from '../../../core/auth/connectAuth.js'
import { connectEmail } from '../../../core/auth/connectEmail.js'
import { mountAuthFrame } from '../../../core/auth/mountAuthFrame.js'
import { pushView } from '../../../core/router/pushView.js'
import { InvalidEmailError } from '../../../errors/InvalidEmailError.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { isEmail } from '../../../utils/isEmail.js'
import { describeError } from '../common/describeError.js'

/**
 * The email entry of Connect: an address and Continue. Continue sends CONNECT_EMAIL through the login frame (which
 * this entry adds to the page when it first shows) and leads to the one-time-password or device view (spec 4); within
 * 30 s of the last email login it says "Please try again after N seconds". With `disabledReasonId` (the legal checkbox
 * not ticked yet) the field and Continue are locked and point to that reason.
 * @example <ConnectEmail />
 */
export function ConnectEmail({ disabledReasonId }: { disabledReasonId?: string | undefined } = {}) {
  const t = useT()
  const kit = useKit()
  const [email, setEmail] = useState('')
  // The failure itself, worded at each render: a locale switch re-words it.
  const [failure, setError] = useState<{ caught: unknown }>()
  const described = failure && describeError(failure.caught, t)
  const error = described?.message
  const details = described?.details
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  useEffect(() => {
    void mountAuthFrame(kit)
  }, [kit])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabledReasonId) return
    const value = email.trim()
    if (!isEmail(value)) {
      setError({ caught: new InvalidEmailError() })
      return
    }
    setBusy(true)
    try {
      const action = await connectEmail(kit, { email: value })
      if (action === 'VERIFY_OTP') pushView(kit, 'EmailVerifyOtp', { email: value })
      else if (action === 'VERIFY_DEVICE') pushView(kit, 'EmailVerifyDevice', { email: value })
      else await connectAuth(kit, { method: 'email' })
    } catch (caught) {
      setError({ caught })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="wk-stack" onSubmit={submit} noValidate>
      <input
        className="wk-input"
        dir="ltr"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('connectEmail.email')}
        aria-label={t('connectEmail.emailAddress')}
        aria-invalid={error ? true : undefined}
        aria-describedby={disabledReasonId ?? (error ? errorId : undefined)}
        aria-disabled={disabledReasonId ? true : undefined}
        readOnly={disabledReasonId !== undefined}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      {error ? (
        <div id={errorId} role="alert">
          <p className="wk-error-text">{error}</p>
          {details ? <p className="wk-muted">{details}</p> : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="wk-btn"
        data-block=""
        disabled={email.trim() === '' || busy}
        aria-disabled={disabledReasonId ? true : undefined}
        aria-describedby={disabledReasonId}
      >
        {busy ? <Spinner /> : null}
        {t('common.continue')}
      </button>
    </form>
  )
}
