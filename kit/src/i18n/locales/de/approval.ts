import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Domain-Felder',
  'typedDataDetails.messageFields': 'Nachrichtenfelder',
  'requestWarnings.warnings': 'Warnungen',
  'requestDetails.messageHexBytes': 'Nachricht (Hex-Bytes)',
  'callList.calls': 'Aufrufe',
}
