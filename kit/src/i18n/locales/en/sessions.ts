/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages = {
  'smartSessionRow.permissions': 'Permissions',
  'smartSessionsSkeleton.loadingSessions': 'Loading sessions',
  'sessionRevokeFailure.stillActive': 'The session is still active.',
} as const
