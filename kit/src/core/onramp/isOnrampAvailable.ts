import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { ONRAMP_RESTRICTED_TIME_ZONES } from './onrampRestrictedTimeZones.js'

/**
 * Whether Buy is offered: the onramp feature is on (spec 1, on by default), the namespace is in
 * `networkSupport.onramp` (eip155 and solana) and the visitor's time zone is not a restricted one (spec 6).
 * @example isOnrampAvailable(kit, 'eip155') // true unless switched off or in Asia/Shanghai
 */
export function isOnrampAvailable(
  kit: Pick<WalletKit, 'options' | 'environment'>,
  namespace: Namespace,
): boolean {
  if (!kit.options.features.onramp) return false
  if (!kit.options.networkSupport.onramp.includes(namespace)) return false
  const timeZone = kit.environment.timeZone
  return timeZone === undefined || !ONRAMP_RESTRICTED_TIME_ZONES.includes(timeZone)
}
