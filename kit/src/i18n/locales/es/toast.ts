import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as enToastMessages } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof enToastMessages> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transacción iniciada',
  'toast.addressCopied': 'Dirección copiada',
  'toast.addressCopyFailed': 'No se pudo copiar la dirección',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Acción no permitida',
  'send.sending': 'Enviando…',
}
