import type { MessagesOf } from '../../Messages.js'
import type { networkMessages as en } from '../en/network.js'

/** network: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const networkMessages: MessagesOf<typeof en> = {
  'networkList.approveTheSwitchIn': 'Подтвердите переключение в кошельке.',
  /** The tag of the network the wallet is on. */
  'networkList.current': 'Текущая',
  'networkList.declined': 'Вы отклонили переключение в кошельке.',
}
