import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as en } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof en> = {
  'networkList.approveTheSwitchIn': 'Aprove a mudança na sua carteira.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Atual',
  'networkList.declined': 'Você recusou a mudança na sua carteira.',
}
