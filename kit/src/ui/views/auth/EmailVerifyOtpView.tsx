import { useStore } from 'zustand'
import { connectEmail } from '../../../core/auth/connectEmail.js'
import { verifyEmailOtp } from '../../../core/auth/verifyEmailOtp.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { OtpForm } from '../../parts/auth/OtpForm.js'

/**
 * EmailVerifyOtp: the code sent to the route's `email` (CONNECT_OTP); once accepted the embedded wallet connects and
 * Account shows. "Resend code" starts the login again, so the 30 s cooldown applies to it.
 * @example pushView(kit, 'EmailVerifyOtp', { email: 'alice@example.com' })
 */
export default function EmailVerifyOtpView() {
  const t = useT()
  const kit = useKit()
  const email = useStore(kit.store, (state) => state.router.data?.email)
  if (typeof email !== 'string') return <p className="wk-muted">{t('emailVerifyOtp.noEmailWasGiven')}</p>
  return (
    <OtpForm
      email={email}
      onSubmit={(otp) => verifyEmailOtp(kit, { email, otp })}
      onResend={async () => {
        await connectEmail(kit, { email })
      }}
    />
  )
}
