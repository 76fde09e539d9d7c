import { englishText } from '../../i18n/englishText.js'
import { callActionMessage } from './callActionMessage.js'
import type { CallDescription } from './RequestDescription.js'

/**
 * One call as an English line, with full addresses and exact amounts (`callActionMessage` is the same in any
 * language): "Transfer 12.5 USDC to 0x…", "Approve 0x… to spend unlimited USDC", "Send 0.1 ETH to 0x…".
 * @example formatCallAction(call) // 'Transfer 1 USDC to 0x52908400098527886E0F7030069857D2E4169EE7'
 */
export function formatCallAction(call: CallDescription): string {
  return englishText(callActionMessage(call))
}
