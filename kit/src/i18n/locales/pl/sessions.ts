import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Uprawnienia',
  'smartSessionsSkeleton.loadingSessions': 'Wczytywanie sesji',
  'sessionRevokeFailure.stillActive': 'Sesja jest nadal aktywna.',
  'smartSessionRow.revoking': 'Unieważnianie',
  'smartSessionRow.revoke': 'Unieważnij',
  'smartSessionRow.revokeNamed': 'Unieważnij {name}',
  'smartSessionRow.expires': 'Wygasa',
  'smartSessionRow.revoked': 'Unieważniona',
  'smartSessionRow.expired': 'Wygasła',
}
