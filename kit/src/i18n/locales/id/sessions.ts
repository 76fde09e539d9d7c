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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Panggil {functions} di {address}',
  'sessions.call': 'Panggil {functions}',
  'sessions.contractCallsOn': 'Panggilan kontrak di {address}',
  'sessions.contractCalls': 'Panggilan kontrak',
  'sessions.spendingLimit': 'Batas pembelanjaan',
  'sessions.nativeTokenRecurringAllowance': 'Jatah berkala token native',
  'sessions.erc20TokenRecurringAllowance': 'Jatah berkala token',
  'sessions.rateLimit': 'Batas frekuensi',
  'sessions.gasLimit': 'Batas gas',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
