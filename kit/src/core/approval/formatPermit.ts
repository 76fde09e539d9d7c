import { englishText } from '../../i18n/englishText.js'
import { permitMessage } from './permitMessage.js'
import type { PermitDescription } from './RequestDescription.js'

/**
 * A permit as an English line (`permitMessage` is the same in any language):
 * "Permit 0x… to spend 5 USDC until 2030-01-01T00:00:00.000Z".
 * @example formatPermit(permit) // 'Permit 0x… to spend unlimited USDC'
 */
export function formatPermit(permit: PermitDescription): string {
  return englishText(permitMessage(permit))
}
