import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '권한',
  'smartSessionsSkeleton.loadingSessions': '세션 불러오는 중',
  'sessionRevokeFailure.stillActive': '세션이 아직 활성 상태입니다.',
  'smartSessionRow.revoking': '철회 중',
  'smartSessionRow.revoke': '철회',
  'smartSessionRow.revokeNamed': '{name} 철회',
  'smartSessionRow.expires': '만료',
  'smartSessionRow.revoked': '철회됨',
  'smartSessionRow.expired': '만료됨',
}
