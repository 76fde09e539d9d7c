import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': '트랜잭션이 시작되었습니다',
  'toast.addressCopied': '주소가 복사되었습니다',
  'toast.addressCopyFailed': '주소를 복사하지 못했습니다',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': '허용되지 않는 작업입니다',
  'send.sending': '보내는 중…',
}
