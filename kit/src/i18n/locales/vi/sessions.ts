import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': 'Quyền',
  'smartSessionsSkeleton.loadingSessions': 'Đang tải phiên',
  'sessionRevokeFailure.stillActive': 'Phiên vẫn đang hoạt động.',
  'smartSessionRow.revoking': 'Đang thu hồi',
  'smartSessionRow.revoke': 'Thu hồi',
  'smartSessionRow.revokeNamed': 'Thu hồi {name}',
  'smartSessionRow.expires': 'Hết hạn vào',
  'smartSessionRow.revoked': 'Đã thu hồi',
  'smartSessionRow.expired': 'Đã hết hạn',
}
