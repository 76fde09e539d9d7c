/** toast: the modal's texts of this area. */
export const toastMessages = {
  /** The toast once the wallet has sent a transaction. */
  'toast.transactionStarted': 'Transaction started',
  'toast.addressCopied': 'Address copied',
  'toast.addressCopyFailed': 'Failed to copy the address',
  /** A request of the app that the embedded wallet does not allow (spec 8). */
  'toast.actionNotAllowed': 'Action not allowed',
  'send.sending': 'Sending...',
} as const
