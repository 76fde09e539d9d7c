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
} as const
