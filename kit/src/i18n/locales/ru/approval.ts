import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Домен',
  'typedDataDetails.domainFields': 'Поля домена',
  'typedDataDetails.messageFields': 'Поля сообщения',
  'requestWarnings.warnings': 'Предупреждения',
  'requestDetails.messageHexBytes': 'Сообщение (байты в hex)',
  'callList.calls': 'Вызовы',
}
