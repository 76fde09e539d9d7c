import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Разрешения',
  'smartSessionsSkeleton.loadingSessions': 'Загрузка сессий',
  'sessionRevokeFailure.stillActive': 'Сессия все еще активна.',
  'smartSessionRow.revoking': 'Отзываем',
  'smartSessionRow.revoke': 'Отозвать',
  'smartSessionRow.revokeNamed': 'Отозвать {name}',
  'smartSessionRow.expires': 'Истекает',
  'smartSessionRow.revoked': 'Отозвана',
  'smartSessionRow.expired': 'Истекла',
}
