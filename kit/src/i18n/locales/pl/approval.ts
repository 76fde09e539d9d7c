import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Domena',
  'typedDataDetails.domainFields': 'Pola domeny',
  'typedDataDetails.messageFields': 'Pola wiadomości',
  'requestWarnings.warnings': 'Ostrzeżenia',
  'requestDetails.messageHexBytes': 'Wiadomość (bajty hex)',
  'callList.calls': 'Wywołania',
}
