import { TIMINGS } from '../../config/constants.js'

/**
 * The moment a new WalletConnect pairing expires: 4 min from `now` (spec 9).
 * @example const expiry = createPairingExpiry() // Date.now() + 240_000
 */
export function createPairingExpiry(now: number = Date.now()): number {
  return now + TIMINGS.pairingExpiry
}
