import type { WalletKit } from '../WalletKit.js'
import { getAuthConnector } from './getAuthConnector.js'

/**
 * Waits until the visitor approves this device from the email the frame sent (CONNECT_DEVICE); the one-time password
 * comes next (spec 4). It waits as long as the visitor takes, not the 30 s of an ordinary request.
 * @example await verifyEmailDevice(kit); pushView(kit, 'EmailVerifyOtp', { email })
 */
export async function verifyEmailDevice(
  kit: WalletKit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const { provider } = await getAuthConnector(kit)
  await provider.frame.request('CONNECT_DEVICE', undefined, { signal, timeout: false })
}
