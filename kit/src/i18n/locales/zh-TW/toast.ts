import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': '交易已送出',
  'toast.addressCopied': '已複製地址',
  'toast.addressCopyFailed': '無法複製地址',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': '不允許此操作',
  'send.sending': '正在傳送…',
}
