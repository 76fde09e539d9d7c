import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '權限',
  'smartSessionsSkeleton.loadingSessions': '正在載入工作階段',
  'sessionRevokeFailure.stillActive': '此工作階段仍然有效。',
  'smartSessionRow.revoking': '正在撤銷',
  'smartSessionRow.revoke': '撤銷',
  'smartSessionRow.revokeNamed': '撤銷 {name}',
  'smartSessionRow.expires': '到期時間',
  'smartSessionRow.revoked': '已撤銷',
  'smartSessionRow.expired': '已過期',
}
