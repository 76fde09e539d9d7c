import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'Miền',
  'typedDataDetails.domainFields': 'Các trường miền',
  'typedDataDetails.messageFields': 'Các trường thông điệp',
  'requestWarnings.warnings': 'Cảnh báo',
  'requestDetails.messageHexBytes': 'Thông điệp (byte hex)',
  'callList.calls': 'Lệnh gọi',
}
