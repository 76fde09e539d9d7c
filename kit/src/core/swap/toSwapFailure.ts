import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { InvalidResponseError } from '../../errors/InvalidResponseError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { NetworkRequestError } from '../../errors/NetworkRequestError.js'
import { SwapApprovalRevertedError } from '../../errors/SwapApprovalRevertedError.js'
import { SwapTransactionRevertedError } from '../../errors/SwapTransactionRevertedError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { SwapFailure } from './SwapState.js'

/**
 * What the swap view says about a failed swap: declined in the wallet (a state, not a red error), reverted on chain,
 * the swap service's HTTP error, or the error's own message.
 * Each message is a catalogue key, translated where it shows.
 * @example toSwapFailure(new HttpStatusError({ status: 500 })) // { kind: 'api', message: "The swap service failed (HTTP status code: 500)" as a message }
 */
export function toSwapFailure(error: unknown): SwapFailure {
  if (isUserRejection(error)) return { kind: 'rejected', message: messageRef('swap.rejectedInWallet') }
  if (error instanceof SwapTransactionRevertedError || error instanceof SwapApprovalRevertedError)
    return { kind: 'reverted', message: errorMessage(error) }
  if (
    error instanceof HttpStatusError ||
    error instanceof NetworkRequestError ||
    error instanceof InvalidResponseError
  )
    return { kind: 'api', message: messageRef('swap.serviceFailed', { reason: errorMessage(error) }) }
  return { kind: 'error', message: errorMessage(error) }
}
