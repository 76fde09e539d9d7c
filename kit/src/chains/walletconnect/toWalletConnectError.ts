import { readErrorCode, toWalletError } from '../../errors/toWalletError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'

/** WalletConnect's "user rejected" codes (session, chains, methods, events): a decline, not a failure. */
const REJECTED: ReadonlySet<number> = new Set([5000, 5001, 5002, 5003])

/**
 * Types an error from the WalletConnect client: the wallet's rejection of a session (5000-5003) or of a request
 * (4001) becomes `UserRejectedRequestError`, the view's declined state; the rest as `toWalletError` types them.
 * @example throw toWalletConnectError(await provider.connect(params).catch((error) => error))
 */
export function toWalletConnectError(error: unknown): WalletKitError {
  const code = readErrorCode(error)
  if (code !== undefined && REJECTED.has(code)) return new UserRejectedRequestError({ cause: error })
  return toWalletError(error)
}
