import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'النطاق',
  'typedDataDetails.domainFields': 'حقول النطاق',
  'typedDataDetails.messageFields': 'حقول الرسالة',
  'requestWarnings.warnings': 'تحذيرات',
  'requestDetails.messageHexBytes': 'الرسالة (بايتات سداسية عشرية)',
  'callList.calls': 'الاستدعاءات',
}
