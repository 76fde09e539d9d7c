import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': 'สิทธิ์',
  'smartSessionsSkeleton.loadingSessions': 'กำลังโหลดเซสชัน',
  'sessionRevokeFailure.stillActive': 'เซสชันยังคงใช้งานได้อยู่',
  'smartSessionRow.revoking': 'กำลังเพิกถอน',
  'smartSessionRow.revoke': 'เพิกถอน',
  'smartSessionRow.revokeNamed': 'เพิกถอน {name}',
  'smartSessionRow.expires': 'หมดอายุ',
  'smartSessionRow.revoked': 'เพิกถอนแล้ว',
  'smartSessionRow.expired': 'หมดอายุแล้ว',
}
