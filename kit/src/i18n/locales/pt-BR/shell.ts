import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as en } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof en> = {
  'viewFallback.couldNotLoadThis': 'Não foi possível carregar esta tela',
  'viewFallback.loading': 'Carregando',
  'unavailable.notAvailable': 'Indisponível',
  'unavailable.thisPartOfThe': 'Esta parte da carteira não está incluída neste app.',
  'modalHeader.back': 'Voltar',
  'debugAlerts.dismissAlert': 'Dispensar alerta',
}
