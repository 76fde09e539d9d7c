import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Rechten',
  'smartSessionsSkeleton.loadingSessions': 'Sessies laden',
  'sessionRevokeFailure.stillActive': 'De sessie is nog actief.',
  'smartSessionRow.revoking': 'Wordt ingetrokken',
  'smartSessionRow.revoke': 'Intrekken',
  'smartSessionRow.revokeNamed': '{name} intrekken',
  'smartSessionRow.expires': 'Verloopt op',
  'smartSessionRow.revoked': 'Ingetrokken',
  'smartSessionRow.expired': 'Verlopen',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{functions} aanroepen op {address}',
  'sessions.call': '{functions} aanroepen',
  'sessions.contractCallsOn': 'Contractaanroepen op {address}',
  'sessions.contractCalls': 'Contractaanroepen',
  'sessions.spendingLimit': 'Bestedingslimiet',
  'sessions.nativeTokenRecurringAllowance': 'Terugkerend budget in native token',
  'sessions.erc20TokenRecurringAllowance': 'Terugkerend tokenbudget',
  'sessions.rateLimit': 'Frequentielimiet',
  'sessions.gasLimit': 'Gaslimiet',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
