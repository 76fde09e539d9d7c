import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Permissões',
  'smartSessionsSkeleton.loadingSessions': 'Carregando sessões',
  'sessionRevokeFailure.stillActive': 'A sessão ainda está ativa.',
  'smartSessionRow.revoking': 'Revogando',
  'smartSessionRow.revoke': 'Revogar',
  'smartSessionRow.revokeNamed': 'Revogar {name}',
  'smartSessionRow.expires': 'Expira em',
  'smartSessionRow.revoked': 'Revogada',
  'smartSessionRow.expired': 'Expirada',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Chamar {functions} em {address}',
  'sessions.call': 'Chamar {functions}',
  'sessions.contractCallsOn': 'Chamadas de contrato em {address}',
  'sessions.contractCalls': 'Chamadas de contrato',
  'sessions.spendingLimit': 'Limite de gastos',
  'sessions.nativeTokenRecurringAllowance': 'Limite recorrente do token nativo',
  'sessions.erc20TokenRecurringAllowance': 'Limite recorrente de token',
  'sessions.rateLimit': 'Limite de frequência',
  'sessions.gasLimit': 'Limite de gas',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
