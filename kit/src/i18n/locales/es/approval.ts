import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Dominio',
  'typedDataDetails.domainFields': 'Campos del dominio',
  'typedDataDetails.messageFields': 'Campos del mensaje',
  'requestWarnings.warnings': 'Advertencias',
  'requestDetails.messageHexBytes': 'Mensaje (bytes hexadecimales)',
  'callList.calls': 'Llamadas',
}
