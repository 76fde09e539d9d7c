import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Đã bắt đầu giao dịch',
  'toast.addressCopied': 'Đã sao chép địa chỉ',
  'toast.addressCopyFailed': 'Không thể sao chép địa chỉ',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Thao tác không được phép',
  'send.sending': 'Đang gửi…',
}
