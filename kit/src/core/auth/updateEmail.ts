import { InvalidEmailError } from '../../errors/InvalidEmailError.js'
import { isEmail } from '../../utils/isEmail.js'
import type { WalletKit } from '../WalletKit.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordEmailUpdated } from './recordEmailUpdated.js'

/**
 * Starts changing the embedded wallet's email (spec 4): UPDATE_EMAIL; resolves with the frame's next step
 * (VERIFY_PRIMARY_OTP: a code sent to the current address first; VERIFY_SECONDARY_OTP: straight to the new one).
 * @example const action = await updateEmail(kit, { email: 'alice@new.example' })
 */
export async function updateEmail(kit: WalletKit, { email }: { email: string }) {
  if (!isEmail(email)) throw new InvalidEmailError()
  const { provider } = await getAuthConnector(kit)
  const { action } = await provider.frame.request('UPDATE_EMAIL', { email })
  return action
}

/**
 * The code sent to the current address (UPDATE_EMAIL_PRIMARY_OTP).
 * @example await verifyUpdateEmailPrimaryOtp(kit, { otp: '123456' })
 */
export async function verifyUpdateEmailPrimaryOtp(kit: WalletKit, { otp }: { otp: string }): Promise<void> {
  const { provider } = await getAuthConnector(kit)
  await provider.frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
}

/**
 * The code sent to the new address (UPDATE_EMAIL_SECONDARY_OTP); the new email is then stored (spec 4) and the
 * account's user updated. Resolves with the new email.
 * @example await verifyUpdateEmailSecondaryOtp(kit, { otp: '654321' }) // 'alice@new.example'
 */
export async function verifyUpdateEmailSecondaryOtp(
  kit: WalletKit,
  { otp }: { otp: string },
): Promise<string> {
  const connector = await getAuthConnector(kit)
  const { newEmail } = await connector.provider.frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
  recordEmailUpdated(kit, newEmail)
  kit.store.setState((state) => {
    const account = state.accounts[connector.chain]
    if (!account?.user) return {}
    return {
      accounts: {
        ...state.accounts,
        [connector.chain]: { ...account, user: { ...account.user, email: newEmail } },
      },
    }
  })
  return newEmail
}
