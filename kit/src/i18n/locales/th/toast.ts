import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'เริ่มธุรกรรมแล้ว',
  'toast.addressCopied': 'คัดลอกที่อยู่แล้ว',
  'toast.addressCopyFailed': 'คัดลอกที่อยู่ไม่สำเร็จ',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'ไม่อนุญาตให้ดำเนินการนี้',
  'send.sending': 'กำลังส่ง…',
}
