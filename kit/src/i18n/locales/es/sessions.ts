import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Permisos',
  'smartSessionsSkeleton.loadingSessions': 'Cargando sesiones',
  'sessionRevokeFailure.stillActive': 'La sesión sigue activa.',
  'smartSessionRow.revoking': 'Revocando',
  'smartSessionRow.revoke': 'Revocar',
  'smartSessionRow.revokeNamed': 'Revocar {name}',
  'smartSessionRow.expires': 'Expira el',
  'smartSessionRow.revoked': 'Revocada',
  'smartSessionRow.expired': 'Expirada',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Llamar a {functions} en {address}',
  'sessions.call': 'Llamar a {functions}',
  'sessions.contractCallsOn': 'Llamadas a contratos en {address}',
  'sessions.contractCalls': 'Llamadas a contratos',
  'sessions.spendingLimit': 'Límite de gasto',
  'sessions.nativeTokenRecurringAllowance': 'Asignación recurrente del token nativo',
  'sessions.erc20TokenRecurringAllowance': 'Asignación recurrente de tokens',
  'sessions.rateLimit': 'Límite de frecuencia',
  'sessions.gasLimit': 'Límite de gas',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
