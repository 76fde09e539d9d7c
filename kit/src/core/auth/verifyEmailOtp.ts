import type { WalletKit } from '../WalletKit.js'
import { connectAuth } from './connectAuth.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordEmailLoginSuccess } from './recordEmailLoginSuccess.js'

/**
 * Sends the one-time password (CONNECT_OTP); once the frame accepts it, connects the embedded wallet and records the
 * login of spec 4 (email stored, email-login-used flag set, last-email-time cleared). A wrong code rejects with the
 * frame's message and changes nothing.
 * @example await verifyEmailOtp(kit, { email: 'alice@example.com', otp: '123456' })
 */
export async function verifyEmailOtp(
  kit: WalletKit,
  { email, otp }: { email: string; otp: string },
): Promise<void> {
  const { provider } = await getAuthConnector(kit)
  await provider.frame.request('CONNECT_OTP', { otp })
  recordEmailLoginSuccess(kit, email)
  await connectAuth(kit, { method: 'email' })
}
