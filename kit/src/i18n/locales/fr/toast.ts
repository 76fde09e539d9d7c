import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as enToastMessages } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof enToastMessages> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transaction lancée',
  'toast.addressCopied': 'Adresse copiée',
  'toast.addressCopyFailed': "Impossible de copier l'adresse",
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Action non autorisée',
  'send.sending': 'Envoi…',
}
