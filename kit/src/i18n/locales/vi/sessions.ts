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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Gọi {functions} trên {address}',
  'sessions.call': 'Gọi {functions}',
  'sessions.contractCallsOn': 'Lệnh gọi hợp đồng trên {address}',
  'sessions.contractCalls': 'Lệnh gọi hợp đồng',
  'sessions.spendingLimit': 'Hạn mức chi tiêu',
  'sessions.nativeTokenRecurringAllowance': 'Hạn mức định kỳ cho token gốc',
  'sessions.erc20TokenRecurringAllowance': 'Hạn mức định kỳ cho token',
  'sessions.rateLimit': 'Giới hạn tần suất',
  'sessions.gasLimit': 'Giới hạn gas',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
