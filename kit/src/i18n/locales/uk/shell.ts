import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as en } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof en> = {
  'viewFallback.couldNotLoadThis': 'Не вдалося завантажити цей екран',
  'viewFallback.loading': 'Завантаження',
  'unavailable.notAvailable': 'Недоступно',
  'unavailable.thisPartOfThe': 'Ця частина гаманця не входить до цього застосунку.',
  'modalHeader.back': 'Назад',
  'debugAlerts.dismissAlert': 'Закрити сповіщення',
}
