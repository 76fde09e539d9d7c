import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'ドメイン',
  'typedDataDetails.domainFields': 'ドメインのフィールド',
  'typedDataDetails.messageFields': 'メッセージのフィールド',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': 'メッセージ（16進数のバイト列）',
  'callList.calls': '呼び出し',
}
