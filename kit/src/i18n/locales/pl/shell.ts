import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as en } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof en> = {
  'viewFallback.couldNotLoadThis': 'Nie udało się wczytać tego widoku',
  'viewFallback.loading': 'Wczytywanie',
  'unavailable.notAvailable': 'Niedostępne',
  'unavailable.thisPartOfThe': 'Ta część portfela nie jest dostępna w tej aplikacji.',
  'modalHeader.back': 'Wstecz',
  'debugAlerts.dismissAlert': 'Zamknij alert',
}
