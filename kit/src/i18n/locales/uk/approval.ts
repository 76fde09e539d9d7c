import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Домен',
  'typedDataDetails.domainFields': 'Поля домену',
  'typedDataDetails.messageFields': 'Поля повідомлення',
  'requestWarnings.warnings': 'Попередження',
  'requestDetails.messageHexBytes': 'Повідомлення (байти в hex)',
  'callList.calls': 'Виклики',
}
