import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as enShellMessages } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof enShellMessages> = {
  'viewFallback.couldNotLoadThis': 'Impossible de charger cette vue',
  'viewFallback.loading': 'Chargement',
  'unavailable.notAvailable': 'Non disponible',
  'unavailable.thisPartOfThe': "Cette partie du portefeuille n'est pas incluse dans cette application.",
  'modalHeader.back': 'Retour',
  'debugAlerts.dismissAlert': "Fermer l'alerte",
}
