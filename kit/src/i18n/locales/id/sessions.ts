import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': 'Izin',
  'smartSessionsSkeleton.loadingSessions': 'Memuat sesi',
  'sessionRevokeFailure.stillActive': 'Sesi masih aktif.',
  'smartSessionRow.revoking': 'Mencabut',
  'smartSessionRow.revoke': 'Cabut',
  'smartSessionRow.revokeNamed': 'Cabut {name}',
  'smartSessionRow.expires': 'Berakhir',
  'smartSessionRow.revoked': 'Dicabut',
  'smartSessionRow.expired': 'Kedaluwarsa',
}
