import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': '권한',
  'smartSessionsSkeleton.loadingSessions': '세션 불러오는 중',
  'sessionRevokeFailure.stillActive': '세션이 아직 활성 상태입니다.',
  'smartSessionRow.revoking': '철회 중',
  'smartSessionRow.revoke': '철회',
  'smartSessionRow.revokeNamed': '{name} 철회',
  'smartSessionRow.expires': '만료',
  'smartSessionRow.revoked': '철회됨',
  'smartSessionRow.expired': '만료됨',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{address}에서 {functions} 호출',
  'sessions.call': '{functions} 호출',
  'sessions.contractCallsOn': '{address}의 컨트랙트 호출',
  'sessions.contractCalls': '컨트랙트 호출',
  'sessions.spendingLimit': '지출 한도',
  'sessions.nativeTokenRecurringAllowance': '네이티브 토큰 정기 허용 한도',
  'sessions.erc20TokenRecurringAllowance': '토큰 정기 허용 한도',
  'sessions.rateLimit': '빈도 제한',
  'sessions.gasLimit': '가스 한도',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
