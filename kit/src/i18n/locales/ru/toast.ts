import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as en } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof en> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Транзакция отправлена',
  'toast.addressCopied': 'Адрес скопирован',
  'toast.addressCopyFailed': 'Не удалось скопировать адрес',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Действие запрещено',
  'send.sending': 'Отправка...',
}
