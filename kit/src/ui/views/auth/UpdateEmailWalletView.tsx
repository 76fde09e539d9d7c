import { type FormEvent, useState } from 'react'
import { useStore } from 'zustand'
import {
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from '../../../core/auth/updateEmail.js'
import { resetView } from '../../../core/router/resetView.js'
import { showSuccessToast } from '../../../core/toast/showSuccessToast.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { OtpForm } from '../../parts/auth/OtpForm.js'
import { describeError } from '../../parts/common/describeError.js'

type Step = { name: 'email' } | { name: 'primary'; email: string } | { name: 'secondary'; email: string }

/**
 * UpdateEmailWallet: changes the embedded wallet's email (spec 4). The new address (UPDATE_EMAIL), then the code sent
 * to the current address (UPDATE_EMAIL_PRIMARY_OTP), then the code sent to the new one (UPDATE_EMAIL_SECONDARY_OTP);
 * the new email is then stored and Account shows.
 * @example openModal(kit, { view: 'UpdateEmailWallet' })
 */
export default function UpdateEmailWalletView() {
  const kit = useKit()
  const current = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.user?.email ?? '')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const next = email.trim()
      const action = await updateEmail(kit, { email: next })
      setStep(
        action === 'VERIFY_PRIMARY_OTP'
          ? { name: 'primary', email: next }
          : { name: 'secondary', email: next },
      )
    } catch (caught) {
      setError(describeError(caught).message)
    } finally {
      setBusy(false)
    }
  }

  if (step.name === 'primary')
    return (
      <OtpForm
        key="primary"
        email={current}
        onSubmit={async (otp) => {
          await verifyUpdateEmailPrimaryOtp(kit, { otp })
          setStep({ name: 'secondary', email: step.email })
        }}
      />
    )
  if (step.name === 'secondary')
    return (
      <OtpForm
        key="secondary"
        email={step.email}
        onSubmit={async (otp) => {
          const newEmail = await verifyUpdateEmailSecondaryOtp(kit, { otp })
          resetView(kit, 'Account')
          showSuccessToast(kit, { message: `Email updated to ${newEmail}` })
        }}
      />
    )
  return (
    <form className="wk-stack" onSubmit={submit} noValidate>
      <p className="wk-muted wk-center">
        Enter the new email for your wallet{current ? ` (now ${current})` : ''}.
      </p>
      <input
        className="wk-input"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="New email"
        aria-label="New email address"
        aria-invalid={error ? true : undefined}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      {error ? (
        <p className="wk-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={email.trim() === '' || busy}>
        {busy ? <Spinner /> : null}
        Save
      </button>
    </form>
  )
}
