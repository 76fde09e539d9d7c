import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': '交易已发起',
  'toast.addressCopied': '地址已复制',
  'toast.addressCopyFailed': '复制地址失败',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': '不允许此操作',
  'send.sending': '正在发送…',
}
