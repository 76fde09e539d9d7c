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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{address} üzerinde {functions} çağrısı',
  'sessions.call': '{functions} çağrısı',
  'sessions.contractCallsOn': '{address} üzerinde sözleşme çağrıları',
  'sessions.contractCalls': 'Sözleşme çağrıları',
  'sessions.spendingLimit': 'Harcama limiti',
  'sessions.nativeTokenRecurringAllowance': 'Yerel token için yinelenen harcama izni',
  'sessions.erc20TokenRecurringAllowance': 'Token için yinelenen harcama izni',
  'sessions.rateLimit': 'Sıklık limiti',
  'sessions.gasLimit': 'Gas limiti',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
