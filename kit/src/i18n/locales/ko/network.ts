import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': '지갑에서 전환을 승인하세요.',
  /** The tag of the network the wallet is on. */
  'networkList.current': '현재',
  'networkList.declined': '지갑에서 전환을 거부했습니다.',
}
