import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Autorizzazioni',
  'smartSessionsSkeleton.loadingSessions': 'Caricamento delle sessioni',
  'sessionRevokeFailure.stillActive': 'La sessione è ancora attiva.',
  'smartSessionRow.revoking': 'Revoca in corso',
  'smartSessionRow.revoke': 'Revoca',
  'smartSessionRow.revokeNamed': 'Revoca {name}',
  'smartSessionRow.expires': 'Scade il',
  'smartSessionRow.revoked': 'Revocata',
  'smartSessionRow.expired': 'Scaduta',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Chiamare {functions} su {address}',
  'sessions.call': 'Chiamare {functions}',
  'sessions.contractCallsOn': 'Chiamate al contratto {address}',
  'sessions.contractCalls': 'Chiamate a contratti',
  'sessions.spendingLimit': 'Limite di spesa',
  'sessions.nativeTokenRecurringAllowance': 'Quota ricorrente del token nativo',
  'sessions.erc20TokenRecurringAllowance': 'Quota ricorrente del token',
  'sessions.rateLimit': 'Limite di frequenza',
  'sessions.gasLimit': 'Limite di gas',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
