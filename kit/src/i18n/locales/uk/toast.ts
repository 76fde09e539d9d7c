import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as en } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof en> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Транзакцію надіслано',
  'toast.addressCopied': 'Адресу скопійовано',
  'toast.addressCopyFailed': 'Не вдалося скопіювати адресу',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Дія заборонена',
  'send.sending': 'Надсилання...',
}
