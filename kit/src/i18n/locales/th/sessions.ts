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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'เรียกใช้ {functions} บน {address}',
  'sessions.call': 'เรียกใช้ {functions}',
  'sessions.contractCallsOn': 'การเรียกใช้สัญญาบน {address}',
  'sessions.contractCalls': 'การเรียกใช้สัญญา',
  'sessions.spendingLimit': 'วงเงินการใช้จ่าย',
  'sessions.nativeTokenRecurringAllowance': 'วงเงินโทเคนหลักแบบเกิดซ้ำ',
  'sessions.erc20TokenRecurringAllowance': 'วงเงินโทเคนแบบเกิดซ้ำ',
  'sessions.rateLimit': 'ขีดจำกัดความถี่',
  'sessions.gasLimit': 'ขีดจำกัดแก๊ส',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
