import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Etki alanı',
  'typedDataDetails.domainFields': 'Etki alanı verileri',
  'typedDataDetails.messageFields': 'Mesaj verileri',
  'requestWarnings.warnings': 'Uyarılar',
  'requestDetails.messageHexBytes': 'Mesaj (hex baytları)',
  'callList.calls': 'Çağrılar',
}
