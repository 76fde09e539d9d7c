import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as en } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof en> = {
  'networkList.approveTheSwitchIn': 'Zatwierdź przełączenie w portfelu.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Bieżąca',
  'networkList.declined': 'Przełączenie zostało odrzucone w portfelu.',
}
