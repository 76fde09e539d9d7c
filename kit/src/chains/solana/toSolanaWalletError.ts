import { toWalletError } from '../../errors/toWalletError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'

/**
 * Wallet Standard wallets report a refusal in their own words: a 4001 code (Phantom, Solflare), the
 * `@wallet-standard/errors` code for a rejected request, or an error named or worded as a rejection.
 */
const REJECTED_NAME = /reject|declin|denied|cancel/i
const STANDARD_REJECTED_CODE = 'WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED'

function isRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message, code, context } = error as Record<string, unknown>
  if (code === 4001 || code === STANDARD_REJECTED_CODE) return true
  if ((context as { __code?: unknown } | undefined)?.__code === 4001) return true
  return [name, message].some((text) => typeof text === 'string' && REJECTED_NAME.test(text))
}

/**
 * Types an error a Solana wallet threw: a refusal becomes `UserRejectedRequestError` (a declined state, not a red
 * error); anything else is typed as for any wallet (`toWalletError`).
 * @example throw toSolanaWalletError(await feature.signMessage(input).catch((error) => error))
 */
export function toSolanaWalletError(error: unknown): WalletKitError {
  if (error instanceof WalletKitError) return error
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error })
  return toWalletError(error)
}
