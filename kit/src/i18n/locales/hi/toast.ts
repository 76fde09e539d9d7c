import type { MessagesOf } from '../../Messages.js'
import type { toastMessages as english } from '../en/toast.js'

/** toast: the modal's texts of this area. */
export const toastMessages: MessagesOf<typeof english> = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'ट्रांज़ैक्शन शुरू हो गया',
  'toast.addressCopied': 'पता कॉपी हो गया',
  'toast.addressCopyFailed': 'पता कॉपी नहीं हो सका',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'इस कार्रवाई की अनुमति नहीं है',
  'send.sending': 'भेजा जा रहा है…',
}
