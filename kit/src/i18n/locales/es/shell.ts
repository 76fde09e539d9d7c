import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as enShellMessages } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof enShellMessages> = {
  'viewFallback.couldNotLoadThis': 'No se pudo cargar esta vista',
  'viewFallback.loading': 'Cargando',
  'unavailable.notAvailable': 'No disponible',
  'unavailable.thisPartOfThe': 'Esta parte de la billetera no está incluida en esta app.',
  'modalHeader.back': 'Atrás',
  'debugAlerts.dismissAlert': 'Descartar alerta',
}
