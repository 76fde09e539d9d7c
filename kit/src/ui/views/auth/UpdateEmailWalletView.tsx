import { type FormEvent, useState } from 'react'
import { useStore } from 'zustand'
import {
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from '../../../core/auth/updateEmail.js'
import { resetView } from '../../../core/router/resetView.js'
import { showSuccessToast } from '../../../core/toast/showSuccessToast.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { messageRef } from '../../../i18n/messageRef.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
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
  const t = useT()
  const kit = useKit()
  const current = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.user?.email ?? '')
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')
  // The failure itself, worded at each render: a locale switch re-words it.
  const [failure, setError] = useState<{ caught: unknown }>()
  const [busy, setBusy] = useState(false)
  const error = failure && describeError(failure.caught, t).message

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
      setError({ caught })
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
    return <OtpForm key="secondary" email={step.email} onSubmit={(otp) => finishUpdate(kit, otp)} />
  return (
    <form className="wk-stack" onSubmit={submit} noValidate>
      <p className="wk-muted wk-center">
        {current
          ? t('updateEmailWallet.enterTheNewEmailNow', { email: current })
          : t('updateEmailWallet.enterTheNewEmail')}
      </p>
      <input
        className="wk-input"
        dir="ltr"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('updateEmailWallet.newEmail')}
        aria-label={t('updateEmailWallet.newEmailAddress')}
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
        {t('updateEmailWallet.save')}
      </button>
    </form>
  )
}

/** The new address's code is right: the new email is stored, Account shows and a toast says so. */
async function finishUpdate(kit: WalletKit, otp: string): Promise<void> {
  const newEmail = await verifyUpdateEmailSecondaryOtp(kit, { otp })
  resetView(kit, 'Account')
  showSuccessToast(kit, { message: messageRef('updateEmailWallet.updated', { email: newEmail }) })
}
