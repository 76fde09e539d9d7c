import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as en } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof en> = {
  'networkList.approveTheSwitchIn': 'Підтвердьте перемикання в гаманці.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Поточна',
  'networkList.declined': 'Ви відхилили перемикання в гаманці.',
}
