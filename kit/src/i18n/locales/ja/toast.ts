import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'トランザクションを開始しました',
  'toast.addressCopied': 'アドレスをコピーしました',
  'toast.addressCopyFailed': 'アドレスをコピーできませんでした',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'この操作は許可されていません',
  'send.sending': '送金中…',
}
