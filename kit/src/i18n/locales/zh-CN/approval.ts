import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '域',
  'typedDataDetails.domainFields': '域字段',
  'typedDataDetails.messageFields': '消息字段',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': '消息（十六进制字节）',
  'callList.calls': '调用',
}
