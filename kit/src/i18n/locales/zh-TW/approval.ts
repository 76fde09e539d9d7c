import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '網域',
  'typedDataDetails.domainFields': '網域欄位',
  'typedDataDetails.messageFields': '訊息欄位',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': '訊息（十六進位位元組）',
  'callList.calls': '呼叫',
}
