import { toWalletError } from '../../errors/toWalletError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'

/**
 * Polkadot extensions refuse in words, not codes: polkadot.js says "Cancelled", Talisman and SubWallet "Rejected by
 * user"; some use a 4001 code as EIP-1193 wallets do.
 */
const REJECTED = /reject|cancel|denied|declin/i

function isRejection(error: unknown): boolean {
  if (typeof error === 'string') return REJECTED.test(error)
  if (typeof error !== 'object' || error === null) return false
  const { message, code } = error as Record<string, unknown>
  return code === 4001 || (typeof message === 'string' && REJECTED.test(message))
}

/**
 * Types an error a Polkadot extension threw: a refusal becomes `UserRejectedRequestError` (a declined state, not a
 * red error); anything else is typed as for any wallet (`toWalletError`).
 * @example throw toPolkadotWalletError(new Error('Cancelled')) // UserRejectedRequestError
 */
export function toPolkadotWalletError(error: unknown): WalletKitError {
  if (error instanceof WalletKitError) return error
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error })
  return toWalletError(error)
}
