import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Domínio',
  'typedDataDetails.domainFields': 'Campos do domínio',
  'typedDataDetails.messageFields': 'Campos da mensagem',
  'requestWarnings.warnings': 'Avisos',
  'requestDetails.messageHexBytes': 'Mensagem (bytes em hex)',
  'callList.calls': 'Chamadas',
}
