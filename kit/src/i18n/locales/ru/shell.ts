import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as en } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof en> = {
  'viewFallback.couldNotLoadThis': 'Не удалось загрузить этот экран',
  'viewFallback.loading': 'Загрузка',
  'unavailable.notAvailable': 'Недоступно',
  'unavailable.thisPartOfThe': 'Эта часть кошелька не входит в это приложение.',
  'modalHeader.back': 'Назад',
  'debugAlerts.dismissAlert': 'Закрыть уведомление',
}
