import { FrameErrorEventError } from '../../errors/FrameErrorEventError.js'
import { FrameRequestError } from '../../errors/FrameRequestError.js'
import { InvalidProjectIdError } from '../../errors/InvalidProjectIdError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'

/**
 * The typed error for a frame's ERROR answer: the configuration refusals of spec 8 become their alert errors ("Invalid
 * App Configuration", origin not on the allowlist or invalid project id), an answer without a message is "An error
 * occurred", any other message is kept as the frame wrote it.
 * @example toFrameError('Invalid code').message // 'Invalid code'
 */
export function toFrameError(message: string | undefined, event: string): WalletKitError {
  if (!message) return new FrameErrorEventError({ details: `${event} failed` })
  if (/origin not found on allowlist/i.test(message)) return new OriginNotAllowedError({ cause: message })
  if (/invalid project id/i.test(message)) return new InvalidProjectIdError({ cause: message })
  return new FrameRequestError({ message })
}
