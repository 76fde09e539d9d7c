import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as enShellMessages } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof enShellMessages> = {
  'viewFallback.couldNotLoadThis': 'Impossibile caricare questa schermata',
  'viewFallback.loading': 'Caricamento',
  'unavailable.notAvailable': 'Non disponibile',
  'unavailable.thisPartOfThe': 'Questa parte del wallet non è inclusa in questa app.',
  'modalHeader.back': 'Indietro',
  'debugAlerts.dismissAlert': 'Ignora avviso',
}
