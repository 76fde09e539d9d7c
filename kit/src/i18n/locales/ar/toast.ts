import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'بدأت المعاملة',
  'toast.addressCopied': 'تم نسخ العنوان',
  'toast.addressCopyFailed': 'فشل نسخ العنوان',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'الإجراء غير مسموح به',
  'send.sending': 'جارٍ الإرسال…',
}
