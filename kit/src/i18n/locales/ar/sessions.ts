import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': 'الأذونات',
  'smartSessionsSkeleton.loadingSessions': 'جارٍ تحميل الجلسات',
  'sessionRevokeFailure.stillActive': 'لا تزال الجلسة نشطة.',
  'smartSessionRow.revoking': 'جارٍ الإبطال',
  'smartSessionRow.revoke': 'إبطال',
  'smartSessionRow.revokeNamed': 'إبطال {name}',
  'smartSessionRow.expires': 'تنتهي في',
  'smartSessionRow.revoked': 'مُبطلة',
  'smartSessionRow.expired': 'منتهية',
}
