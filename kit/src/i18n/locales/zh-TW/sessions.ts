import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '權限',
  'smartSessionsSkeleton.loadingSessions': '正在載入工作階段',
  'sessionRevokeFailure.stillActive': '此工作階段仍然有效。',
  'smartSessionRow.revoking': '正在撤銷',
  'smartSessionRow.revoke': '撤銷',
  'smartSessionRow.revokeNamed': '撤銷 {name}',
  'smartSessionRow.expires': '到期時間',
  'smartSessionRow.revoked': '已撤銷',
  'smartSessionRow.expired': '已過期',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '在 {address} 上呼叫 {functions}',
  'sessions.call': '呼叫 {functions}',
  'sessions.contractCallsOn': '{address} 上的合約呼叫',
  'sessions.contractCalls': '合約呼叫',
  'sessions.spendingLimit': '支出上限',
  'sessions.nativeTokenRecurringAllowance': '原生代幣週期性額度',
  'sessions.erc20TokenRecurringAllowance': '代幣週期性額度',
  'sessions.rateLimit': '頻率限制',
  'sessions.gasLimit': 'Gas 上限',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
