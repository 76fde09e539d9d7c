import { UserRejectedRequestError } from './UserRejectedRequestError.js'
import { WalletKitError } from './WalletKitError.js'

/**
 * Whether an error means the visitor declined in their wallet (a state to show, not a red error): a
 * UserRejectedRequestError anywhere in the cause chain, or an EIP-1193 error with code 4001.
 * @example if (isUserRejection(error)) setState('declined')
 */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  if (error instanceof WalletKitError && error.walk((cause) => cause instanceof UserRejectedRequestError))
    return true
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001
}
