import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Дозволи',
  'smartSessionsSkeleton.loadingSessions': 'Завантаження сесій',
  'sessionRevokeFailure.stillActive': 'Сесія досі активна.',
  'smartSessionRow.revoking': 'Відкликання',
  'smartSessionRow.revoke': 'Відкликати',
  'smartSessionRow.revokeNamed': 'Відкликати {name}',
  'smartSessionRow.expires': 'Спливає',
  'smartSessionRow.revoked': 'Відкликана',
  'smartSessionRow.expired': 'Закінчилася',
}
