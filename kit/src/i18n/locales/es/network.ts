import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as enNetworkMessages } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof enNetworkMessages> = {
  'networkList.approveTheSwitchIn': 'Aprueba el cambio en tu billetera.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Actual',
  'networkList.declined': 'Rechazaste el cambio en tu billetera.',
}
