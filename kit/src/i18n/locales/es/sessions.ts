import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Permisos',
  'smartSessionsSkeleton.loadingSessions': 'Cargando sesiones',
  'sessionRevokeFailure.stillActive': 'La sesión sigue activa.',
  'smartSessionRow.revoking': 'Revocando',
  'smartSessionRow.revoke': 'Revocar',
  'smartSessionRow.revokeNamed': 'Revocar {name}',
  'smartSessionRow.expires': 'Expira el',
  'smartSessionRow.revoked': 'Revocada',
  'smartSessionRow.expired': 'Expirada',
}
