import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '权限',
  'smartSessionsSkeleton.loadingSessions': '正在加载会话',
  'sessionRevokeFailure.stillActive': '该会话仍处于活动状态。',
  'smartSessionRow.revoking': '正在撤销',
  'smartSessionRow.revoke': '撤销',
  'smartSessionRow.revokeNamed': '撤销 {name}',
  'smartSessionRow.expires': '到期时间',
  'smartSessionRow.revoked': '已撤销',
  'smartSessionRow.expired': '已过期',
}
