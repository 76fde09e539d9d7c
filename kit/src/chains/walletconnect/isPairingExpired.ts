import { TIMINGS } from '../../config/constants.js'

/**
 * True when a WalletConnect pairing has 10 s or less left, or has no expiry at all (spec 5, 9).
 * @example isPairingExpired(createPairingExpiry()) // false for the next 3 min 50 s
 */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  // No expiry means no live pairing: the peer (AppKit) treats it as expired so a new URI is made.
  if (expiry === undefined) return true
  return expiry - now <= TIMINGS.pairingExpiryMargin
}
