import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Kolom domain',
  'typedDataDetails.messageFields': 'Kolom pesan',
  'requestWarnings.warnings': 'Peringatan',
  'requestDetails.messageHexBytes': 'Pesan (byte heksadesimal)',
  'callList.calls': 'Panggilan',
}
