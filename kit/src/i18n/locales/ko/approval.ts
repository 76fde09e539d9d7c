import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '도메인',
  'typedDataDetails.domainFields': '도메인 필드',
  'typedDataDetails.messageFields': '메시지 필드',
  'requestWarnings.warnings': '경고',
  'requestDetails.messageHexBytes': '메시지(16진수 바이트)',
  'callList.calls': '호출',
}
