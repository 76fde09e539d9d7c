import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': 'وافق على تبديل الشبكة في محفظتك.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'الحالية',
  'networkList.declined': 'لقد رفضت تبديل الشبكة في محفظتك.',
}
