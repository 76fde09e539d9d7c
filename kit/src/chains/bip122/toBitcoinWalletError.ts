import { toWalletError } from '../../errors/toWalletError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'

/**
 * Bitcoin wallets report a refusal in their own words: a 4001 code, sats-connect's `USER_REJECTION` code, the
 * `@wallet-standard/errors` code for a rejected request, or an error named or worded as a rejection.
 */
const REJECTED_NAME = /reject|declin|denied|cancel/i
const REJECTED_CODES: readonly unknown[] = [
  4001,
  -32000,
  'USER_REJECTION',
  'WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED',
]

function isRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message, code } = error as Record<string, unknown>
  if (REJECTED_CODES.includes(code)) return true
  return [name, message].some((text) => typeof text === 'string' && REJECTED_NAME.test(text))
}

/**
 * Types an error a Bitcoin wallet threw: a refusal becomes `UserRejectedRequestError` (a declined state, not a red
 * error); anything else is typed as for any wallet (`toWalletError`).
 * @example throw toBitcoinWalletError(await feature.signMessage(input).catch((error) => error))
 */
export function toBitcoinWalletError(error: unknown): WalletKitError {
  if (error instanceof WalletKitError) return error
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error })
  return toWalletError(error)
}
