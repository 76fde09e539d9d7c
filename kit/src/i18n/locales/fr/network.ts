import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as enNetworkMessages } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof enNetworkMessages> = {
  'networkList.approveTheSwitchIn': 'Approuvez le changement dans votre portefeuille.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Actuel',
  'networkList.declined': 'Vous avez refusé le changement dans votre portefeuille.',
}
