import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'डोमेन',
  'typedDataDetails.domainFields': 'डोमेन फ़ील्ड',
  'typedDataDetails.messageFields': 'मैसेज फ़ील्ड',
  'requestWarnings.warnings': 'चेतावनियाँ',
  'requestDetails.messageHexBytes': 'मैसेज (हेक्स बाइट्स)',
  'callList.calls': 'कॉल',
}
