import { ChainRpcError } from './ChainRpcError.js'
import { CHAIN_ERROR_CODES } from './chainErrorCodes.js'
import { UnknownError } from './UnknownError.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'
import { WalletKitError } from './WalletKitError.js'

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; data?: unknown }

/**
 * The numeric JSON-RPC code of a wallet error, looking through a cause chain and MetaMask's
 * `data.originalError` (where some wallets put the real code under -32603).
 * @example readErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }) // 4902
 */
export function readErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  let outer: number | undefined
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code, data, cause } = current as ErrorLike
    const original = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    if (typeof original === 'number') return original
    if (typeof code === 'number') {
      // A kit error's own code (4001) is final; a wallet's generic code may wrap a more precise one below.
      if (code !== -32603 && code !== CHAIN_ERROR_CODES.invalidChainId) return code
      outer ??= code
    }
    current = cause
  }
  return outer
}

/**
 * Types an error thrown by a wallet (spec 8): kit errors pass through, 4001 becomes `UserRejectedRequestError`
 * (a state the UI shows as declined), any other JSON-RPC code a `ChainRpcError` keeping code and message, and
 * anything else `UnknownError` ("Unknown error") with the original message as details.
 * @example throw toWalletError(await provider.request(...).catch((error) => error))
 */
export function toWalletError(error: unknown): WalletKitError {
  if (error instanceof WalletKitError) return error
  const code = readErrorCode(error)
  if (code === CHAIN_ERROR_CODES.userRejected) return new UserRejectedRequestError({ cause: error })
  const message = messageOf(error)
  if (code !== undefined)
    return new ChainRpcError({ code, message: message ?? 'Unknown error', cause: error })
  return new UnknownError({ details: message, cause: error })
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  const message = (error as ErrorLike | null)?.message
  return typeof message === 'string' && message ? message : undefined
}
