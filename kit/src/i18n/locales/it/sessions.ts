import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Autorizzazioni',
  'smartSessionsSkeleton.loadingSessions': 'Caricamento delle sessioni',
  'sessionRevokeFailure.stillActive': 'La sessione è ancora attiva.',
  'smartSessionRow.revoking': 'Revoca in corso',
  'smartSessionRow.revoke': 'Revoca',
  'smartSessionRow.revokeNamed': 'Revoca {name}',
  'smartSessionRow.expires': 'Scade il',
  'smartSessionRow.revoked': 'Revocata',
  'smartSessionRow.expired': 'Scaduta',
}
