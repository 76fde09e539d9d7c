import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': 'अपने वॉलेट में नेटवर्क स्विच को स्वीकृत करें।',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'मौजूदा',
  'networkList.declined': 'आपने अपने वॉलेट में नेटवर्क स्विच अस्वीकार कर दिया।',
}
