import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Domaine',
  'typedDataDetails.domainFields': 'Champs du domaine',
  'typedDataDetails.messageFields': 'Champs du message',
  'requestWarnings.warnings': 'Avertissements',
  'requestDetails.messageHexBytes': 'Message (octets hexadécimaux)',
  'callList.calls': 'Appels',
}
