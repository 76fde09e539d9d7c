import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': '請在錢包中核准切換。',
  /** The tag of the network the wallet is on. */
  'networkList.current': '目前',
  'networkList.declined': '您已在錢包中拒絕切換。',
}
