import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as english } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof english> = {
  'smartSessionRow.permissions': 'अनुमतियाँ',
  'smartSessionsSkeleton.loadingSessions': 'सेशन लोड हो रहे हैं',
  'sessionRevokeFailure.stillActive': 'सेशन अभी भी सक्रिय है।',
  'smartSessionRow.revoking': 'निरस्त किया जा रहा है',
  'smartSessionRow.revoke': 'निरस्त करें',
  'smartSessionRow.revokeNamed': '{name} निरस्त करें',
  'smartSessionRow.expires': 'समाप्ति:',
  'smartSessionRow.revoked': 'निरस्त',
  'smartSessionRow.expired': 'समाप्त',
}
