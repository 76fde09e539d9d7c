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
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': '{address} पर {functions} कॉल करें',
  'sessions.call': '{functions} कॉल करें',
  'sessions.contractCallsOn': '{address} पर कॉन्ट्रैक्ट कॉल',
  'sessions.contractCalls': 'कॉन्ट्रैक्ट कॉल',
  'sessions.spendingLimit': 'खर्च की सीमा',
  'sessions.nativeTokenRecurringAllowance': 'नेटिव टोकन की आवर्ती खर्च सीमा',
  'sessions.erc20TokenRecurringAllowance': 'टोकन की आवर्ती खर्च सीमा',
  'sessions.rateLimit': 'रेट लिमिट',
  'sessions.gasLimit': 'गैस लिमिट',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
