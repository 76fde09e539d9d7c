import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '権限',
  'smartSessionsSkeleton.loadingSessions': 'セッションを読み込み中',
  'sessionRevokeFailure.stillActive': 'セッションはまだ有効です。',
  'smartSessionRow.revoking': '取り消し中',
  'smartSessionRow.revoke': '取り消す',
  'smartSessionRow.revokeNamed': '{name}を取り消す',
  'smartSessionRow.expires': '有効期限',
  'smartSessionRow.revoked': '取り消し済み',
  'smartSessionRow.expired': '期限切れ',
}
