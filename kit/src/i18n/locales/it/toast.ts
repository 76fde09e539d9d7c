import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as enToastMessages } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof enToastMessages> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transazione avviata',
  'toast.addressCopied': 'Indirizzo copiato',
  'toast.addressCopyFailed': "Impossibile copiare l'indirizzo",
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Azione non consentita',
  'send.sending': 'Invio in corso…',
}
