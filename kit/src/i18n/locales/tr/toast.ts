import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as en } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof en> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'İşlem başlatıldı',
  'toast.addressCopied': 'Adres kopyalandı',
  'toast.addressCopyFailed': 'Adres kopyalanamadı',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Bu işleme izin verilmiyor',
  'send.sending': 'Gönderiliyor...',
}
