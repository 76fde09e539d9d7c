import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Autorisations',
  'smartSessionsSkeleton.loadingSessions': 'Chargement des sessions',
  'sessionRevokeFailure.stillActive': 'La session est toujours active.',
  'smartSessionRow.revoking': 'Révocation',
  'smartSessionRow.revoke': 'Révoquer',
  'smartSessionRow.revokeNamed': 'Révoquer {name}',
  'smartSessionRow.expires': 'Expire le',
  'smartSessionRow.revoked': 'Révoquée',
  'smartSessionRow.expired': 'Expirée',
}
