import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { InvalidResponseError } from '../../errors/InvalidResponseError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { NetworkRequestError } from '../../errors/NetworkRequestError.js'
import { SwapApprovalRevertedError } from '../../errors/SwapApprovalRevertedError.js'
import { SwapTransactionRevertedError } from '../../errors/SwapTransactionRevertedError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'
import type { SwapFailure } from './SwapState.js'

/**
 * What the swap view says about a failed swap: declined in the wallet (a state, not a red error), reverted on chain,
 * the swap service's HTTP error, or the error's own message.
 * @example toSwapFailure(new HttpStatusError({ status: 500 })) // { kind: 'api', message: 'The swap service failed (HTTP status code: 500)' }
 */
export function toSwapFailure(error: unknown): SwapFailure {
  if (isUserRejection(error)) return { kind: 'rejected', message: 'You rejected the request in your wallet' }
  if (error instanceof SwapTransactionRevertedError || error instanceof SwapApprovalRevertedError)
    return { kind: 'reverted', message: error.message }
  if (
    error instanceof HttpStatusError ||
    error instanceof NetworkRequestError ||
    error instanceof InvalidResponseError
  )
    return { kind: 'api', message: `The swap service failed (${error.message})` }
  if (error instanceof WalletKitError) return { kind: 'error', message: error.shortMessage }
  return { kind: 'error', message: 'Something went wrong' }
}
