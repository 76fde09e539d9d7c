/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages = {
  'smartSessionRow.permissions': 'Permissions',
  'smartSessionsSkeleton.loadingSessions': 'Loading sessions',
  'sessionRevokeFailure.stillActive': 'The session is still active.',
  'smartSessionRow.revoking': 'Revoking',
  'smartSessionRow.revoke': 'Revoke',
  'smartSessionRow.revokeNamed': 'Revoke {name}',
  'smartSessionRow.expires': 'Expires',
  'smartSessionRow.revoked': 'Revoked',
  'smartSessionRow.expired': 'Expired',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Call {functions} on {address}',
  'sessions.call': 'Call {functions}',
  'sessions.contractCallsOn': 'Contract calls on {address}',
  'sessions.contractCalls': 'Contract calls',
  'sessions.spendingLimit': 'Spending limit',
  'sessions.nativeTokenRecurringAllowance': 'Native token recurring allowance',
  'sessions.erc20TokenRecurringAllowance': 'Token recurring allowance',
  'sessions.rateLimit': 'Rate limit',
  'sessions.gasLimit': 'Gas limit',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
} as const
