import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'โดเมน',
  'typedDataDetails.domainFields': 'ฟิลด์ของโดเมน',
  'typedDataDetails.messageFields': 'ฟิลด์ของข้อความ',
  'requestWarnings.warnings': 'คำเตือน',
  'requestDetails.messageHexBytes': 'ข้อความ (ไบต์เลขฐานสิบหก)',
  'callList.calls': 'การเรียกใช้',
}
