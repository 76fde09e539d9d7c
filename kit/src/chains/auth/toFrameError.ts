import { FrameErrorEventError } from '../../errors/FrameErrorEventError.js'
import { FrameRequestError } from '../../errors/FrameRequestError.js'
import { InvalidProjectIdError } from '../../errors/InvalidProjectIdError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'

/**
 * The typed error for a frame's ERROR answer: the configuration refusals of spec 8 become their alert errors ("Invalid
 * App Configuration", origin not on the allowlist or invalid project id; "Session Expired", a session token not yet
 * valid), an answer without a message is "An error
 * occurred", a rejection in the frame's consent screen is the user-rejected error, a refused method is "Requested RPC
 * call is not allowed"; any other message is kept as the frame wrote it.
 * @example toFrameError('Invalid code').message // 'Invalid code'
 */
export function toFrameError(message: string | undefined, event: string): WalletKitError {
  if (!message) return new FrameErrorEventError({ details: `${event} failed` })
  if (/origin not found on allowlist/i.test(message)) return new OriginNotAllowedError({ cause: message })
  if (/invalid project id/i.test(message)) return new InvalidProjectIdError({ cause: message })
  if (/jwt.*not (yet )?valid/i.test(message)) return new SessionExpiredError({ cause: message })
  // The visitor's Reject in the frame's consent screen, and the frame's own allowlist (spec 6).
  if (/^user rejected the request/i.test(message)) return new UserRejectedRequestError({ cause: message })
  if (message === 'Requested RPC call is not allowed') return new RpcMethodNotAllowedError({ cause: message })
  return new FrameRequestError({ message })
}
