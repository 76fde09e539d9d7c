import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Rechten',
  'smartSessionsSkeleton.loadingSessions': 'Sessies laden',
  'sessionRevokeFailure.stillActive': 'De sessie is nog actief.',
  'smartSessionRow.revoking': 'Wordt ingetrokken',
  'smartSessionRow.revoke': 'Intrekken',
  'smartSessionRow.revokeNamed': '{name} intrekken',
  'smartSessionRow.expires': 'Verloopt op',
  'smartSessionRow.revoked': 'Ingetrokken',
  'smartSessionRow.expired': 'Verlopen',
}
