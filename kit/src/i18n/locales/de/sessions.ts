import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Berechtigungen',
  'smartSessionsSkeleton.loadingSessions': 'Sitzungen werden geladen',
  'sessionRevokeFailure.stillActive': 'Die Sitzung ist noch aktiv.',
  'smartSessionRow.revoking': 'Wird widerrufen',
  'smartSessionRow.revoke': 'Widerrufen',
  'smartSessionRow.revokeNamed': '{name} widerrufen',
  'smartSessionRow.expires': 'Gültig bis',
  'smartSessionRow.revoked': 'Widerrufen',
  'smartSessionRow.expired': 'Abgelaufen',
}
