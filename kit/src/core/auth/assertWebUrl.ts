import { UnsafeUrlError } from '../../errors/UnsafeUrlError.js'
import { isWebUrl } from '../../utils/isWebUrl.js'

/**
 * Lets a URL the login frame sent be opened or shown only when it is a web page: https, or http on this machine.
 * Anything else (javascript:, data:, an app scheme, plain http elsewhere) throws `UnsafeUrlError`.
 * @example const url = assertWebUrl(answer.url, 'The Farcaster link')
 */
export function assertWebUrl(url: string, what: string): string {
  if (isWebUrl(url)) return url
  throw new UnsafeUrlError({
    details: `${what} from the login frame is not an https page, so it is not opened`,
  })
}
