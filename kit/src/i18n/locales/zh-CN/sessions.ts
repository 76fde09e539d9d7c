import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '权限',
  'smartSessionsSkeleton.loadingSessions': '正在加载会话',
  'sessionRevokeFailure.stillActive': '该会话仍处于活动状态。',
  'smartSessionRow.revoking': '正在撤销',
  'smartSessionRow.revoke': '撤销',
  'smartSessionRow.revokeNamed': '撤销 {name}',
  'smartSessionRow.expires': '到期时间',
  'smartSessionRow.revoked': '已撤销',
  'smartSessionRow.expired': '已过期',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '在 {address} 上调用 {functions}',
  'sessions.call': '调用 {functions}',
  'sessions.contractCallsOn': '{address} 上的合约调用',
  'sessions.contractCalls': '合约调用',
  'sessions.spendingLimit': '支出上限',
  'sessions.nativeTokenRecurringAllowance': '原生代币周期性额度',
  'sessions.erc20TokenRecurringAllowance': '代币周期性额度',
  'sessions.rateLimit': '频率限制',
  'sessions.gasLimit': 'Gas 上限',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
