import { HTTP_STATUS_FORBIDDEN } from '../config/constants.js'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { InvalidProjectIdError } from '../errors/InvalidProjectIdError.js'
import { OriginNotAllowedError } from '../errors/OriginNotAllowedError.js'
import { ProjectIdNotConfiguredError } from '../errors/ProjectIdNotConfiguredError.js'
import { WalletKitError } from '../errors/WalletKitError.js'

/**
 * The configuration problem behind a provider service's HTTP 403 (spec 8), as its debug-alert error, from what the
 * response body says: "Project ID Not Configured", an origin not on the allowlist, or an invalid project id.
 * Undefined for any other failure, and for a 403 whose body names none of them.
 * @example toConfigurationError(new HttpStatusError({ status: 403, body: '{"error":"Origin not allowed"}' })) // OriginNotAllowedError
 */
export function toConfigurationError(error: unknown): WalletKitError | undefined {
  const forbidden =
    error instanceof WalletKitError
      ? error.walk((cause) => cause instanceof HttpStatusError && cause.status === HTTP_STATUS_FORBIDDEN)
      : undefined
  if (!(forbidden instanceof HttpStatusError)) return undefined
  const body = forbidden.body ?? ''
  if (/project id not configured/i.test(body)) return new ProjectIdNotConfiguredError({ cause: forbidden })
  if (/origin/i.test(body)) return new OriginNotAllowedError({ cause: forbidden })
  if (/invalid project ?id/i.test(body)) return new InvalidProjectIdError({ cause: forbidden })
  return undefined
}
