import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'İzinler',
  'smartSessionsSkeleton.loadingSessions': 'Oturumlar yükleniyor',
  'sessionRevokeFailure.stillActive': 'Oturum hâlâ etkin.',
  'smartSessionRow.revoking': 'İptal ediliyor',
  'smartSessionRow.revoke': 'İptal et',
  'smartSessionRow.revokeNamed': '{name} oturumunu iptal et',
  'smartSessionRow.expires': 'Bitiş:',
  'smartSessionRow.revoked': 'İptal edildi',
  'smartSessionRow.expired': 'Süresi doldu',
}
