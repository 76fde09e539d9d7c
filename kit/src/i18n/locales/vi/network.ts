import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': 'Phê duyệt việc chuyển mạng trong ví của bạn.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Hiện tại',
  'networkList.declined': 'Bạn đã từ chối việc chuyển mạng trong ví của bạn.',
}
