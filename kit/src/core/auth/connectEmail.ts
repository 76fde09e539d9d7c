import { InvalidEmailError } from '../../errors/InvalidEmailError.js'
import { isEmail } from '../../utils/isEmail.js'
import type { WalletKit } from '../WalletKit.js'
import { assertEmailCooldown } from './assertEmailCooldown.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordEmailTriggered } from './recordEmailTriggered.js'

/** What the frame asks for next (spec 4): a one-time password, the device's verification, or nothing more. */
export type ConnectEmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/**
 * Starts an email login (spec 4, 5): checks the address and the 30 s cooldown ("Please try again after N seconds"),
 * sends CONNECT_EMAIL and, once the frame accepted it, records the trigger time; resolves with the frame's next action.
 * @example const action = await connectEmail(kit, { email: 'alice@example.com' }) // 'VERIFY_OTP'
 */
export async function connectEmail(
  kit: WalletKit,
  { email }: { email: string },
): Promise<ConnectEmailAction> {
  if (!isEmail(email)) throw new InvalidEmailError()
  assertEmailCooldown(kit)
  const { provider } = await getAuthConnector(kit)
  const { action } = await provider.frame.request('CONNECT_EMAIL', { email })
  // Only an email the frame accepted starts the cooldown: after a refusal or a time-out the visitor may retry at once.
  recordEmailTriggered(kit)
  return action
}
