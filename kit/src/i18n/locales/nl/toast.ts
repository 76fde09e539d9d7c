import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as enToastMessages } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof enToastMessages> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transactie gestart',
  'toast.addressCopied': 'Adres gekopieerd',
  'toast.addressCopyFailed': 'Kopiëren van het adres mislukt',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Actie niet toegestaan',
  'send.sending': 'Versturen…',
}
