import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Berechtigungen',
  'smartSessionsSkeleton.loadingSessions': 'Sitzungen werden geladen',
  'sessionRevokeFailure.stillActive': 'Die Sitzung ist noch aktiv.',
  'smartSessionRow.revoking': 'Wird widerrufen',
  'smartSessionRow.revoke': 'Widerrufen',
  'smartSessionRow.revokeNamed': '{name} widerrufen',
  'smartSessionRow.expires': 'Gültig bis',
  'smartSessionRow.revoked': 'Widerrufen',
  'smartSessionRow.expired': 'Abgelaufen',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{functions} auf {address} aufrufen',
  'sessions.call': '{functions} aufrufen',
  'sessions.contractCallsOn': 'Contract-Aufrufe auf {address}',
  'sessions.contractCalls': 'Contract-Aufrufe',
  'sessions.spendingLimit': 'Ausgabenlimit',
  'sessions.nativeTokenRecurringAllowance': 'Wiederkehrendes Limit für den nativen Token',
  'sessions.erc20TokenRecurringAllowance': 'Wiederkehrendes Token-Limit',
  'sessions.rateLimit': 'Ratenlimit',
  'sessions.gasLimit': 'Gaslimit',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
