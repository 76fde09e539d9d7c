import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '権限',
  'smartSessionsSkeleton.loadingSessions': 'セッションを読み込み中',
  'sessionRevokeFailure.stillActive': 'セッションはまだ有効です。',
  'smartSessionRow.revoking': '取り消し中',
  'smartSessionRow.revoke': '取り消す',
  'smartSessionRow.revokeNamed': '{name}を取り消す',
  'smartSessionRow.expires': '有効期限',
  'smartSessionRow.revoked': '取り消し済み',
  'smartSessionRow.expired': '期限切れ',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{address}の{functions}を呼び出し',
  'sessions.call': '{functions}を呼び出し',
  'sessions.contractCallsOn': '{address}のコントラクト呼び出し',
  'sessions.contractCalls': 'コントラクト呼び出し',
  'sessions.spendingLimit': '使用上限',
  'sessions.nativeTokenRecurringAllowance': 'ネイティブトークンの定期的な使用枠',
  'sessions.erc20TokenRecurringAllowance': 'トークンの定期的な使用枠',
  'sessions.rateLimit': '回数制限',
  'sessions.gasLimit': 'ガスリミット',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
