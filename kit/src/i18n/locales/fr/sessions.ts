import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as enSessionsMessages } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof enSessionsMessages> = {
  'smartSessionRow.permissions': 'Autorisations',
  'smartSessionsSkeleton.loadingSessions': 'Chargement des sessions',
  'sessionRevokeFailure.stillActive': 'La session est toujours active.',
  'smartSessionRow.revoking': 'Révocation',
  'smartSessionRow.revoke': 'Révoquer',
  'smartSessionRow.revokeNamed': 'Révoquer {name}',
  'smartSessionRow.expires': 'Expire le',
  'smartSessionRow.revoked': 'Révoquée',
  'smartSessionRow.expired': 'Expirée',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Appeler {functions} sur {address}',
  'sessions.call': 'Appeler {functions}',
  'sessions.contractCallsOn': 'Appels de contrat sur {address}',
  'sessions.contractCalls': 'Appels de contrat',
  'sessions.spendingLimit': 'Plafond de dépenses',
  'sessions.nativeTokenRecurringAllowance': 'Allocation récurrente en jeton natif',
  'sessions.erc20TokenRecurringAllowance': 'Allocation récurrente en jetons',
  'sessions.rateLimit': 'Limite de fréquence',
  'sessions.gasLimit': 'Limite de gaz',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
