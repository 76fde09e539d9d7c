import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as enShellMessages } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof enShellMessages> = {
  'viewFallback.couldNotLoadThis': 'Deze weergave kon niet worden geladen',
  'viewFallback.loading': 'Laden',
  'unavailable.notAvailable': 'Niet beschikbaar',
  'unavailable.thisPartOfThe': 'Dit deel van de wallet is niet opgenomen in deze app.',
  'modalHeader.back': 'Terug',
  'debugAlerts.dismissAlert': 'Melding sluiten',
}
