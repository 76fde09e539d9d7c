import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as enNetworkMessages } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof enNetworkMessages> = {
  'networkList.approveTheSwitchIn': 'Bestätigen Sie den Wechsel in Ihrer Wallet.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Aktuell',
  'networkList.declined': 'Sie haben den Wechsel in Ihrer Wallet abgelehnt.',
}
