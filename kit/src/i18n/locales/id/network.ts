import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as english } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof english> = {
  'networkList.approveTheSwitchIn': 'Setujui peralihan jaringan di dompet Anda.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Saat ini',
  'networkList.declined': 'Anda menolak peralihan jaringan di dompet Anda.',
}
