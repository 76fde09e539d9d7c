import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transaksi dimulai',
  'toast.addressCopied': 'Alamat disalin',
  'toast.addressCopyFailed': 'Gagal menyalin alamat',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Tindakan tidak diizinkan',
  'send.sending': 'Mengirim…',
}
