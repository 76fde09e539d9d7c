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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'استدعاء {functions} على {address}',
  'sessions.call': 'استدعاء {functions}',
  'sessions.contractCallsOn': 'استدعاءات العقد على {address}',
  'sessions.contractCalls': 'استدعاءات العقود',
  'sessions.spendingLimit': 'حد الإنفاق',
  'sessions.nativeTokenRecurringAllowance': 'سقف إنفاق متكرر للرمز الأصلي',
  'sessions.erc20TokenRecurringAllowance': 'سقف إنفاق متكرر للرموز',
  'sessions.rateLimit': 'حد المعدّل',
  'sessions.gasLimit': 'حد الغاز',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
