import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as enShellMessages } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof enShellMessages> = {
  'viewFallback.couldNotLoadThis': 'Diese Ansicht konnte nicht geladen werden',
  'viewFallback.loading': 'Wird geladen',
  'unavailable.notAvailable': 'Nicht verfügbar',
  'unavailable.thisPartOfThe': 'Dieser Teil der Wallet ist in dieser App nicht enthalten.',
  'modalHeader.back': 'Zurück',
  'debugAlerts.dismissAlert': 'Hinweis schließen',
}
