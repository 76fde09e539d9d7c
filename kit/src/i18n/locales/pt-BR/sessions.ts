import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Permissões',
  'smartSessionsSkeleton.loadingSessions': 'Carregando sessões',
  'sessionRevokeFailure.stillActive': 'A sessão ainda está ativa.',
  'smartSessionRow.revoking': 'Revogando',
  'smartSessionRow.revoke': 'Revogar',
  'smartSessionRow.revokeNamed': 'Revogar {name}',
  'smartSessionRow.expires': 'Expira em',
  'smartSessionRow.revoked': 'Revogada',
  'smartSessionRow.expired': 'Expirada',
}
