/** The toast slice (spec 2): one toast at a time, loading, success or error. */
export type ToastVariant = 'loading' | 'success' | 'error'

import type { MessageRef } from '../../i18n/Messages.js'

/** What a toast says: a message of the catalogue (the UI translates it), and maybe details (a wallet's own words). */
export type Toast = { message: MessageRef; variant: ToastVariant; details?: string | undefined }

export type ToastState = {
  open: boolean
  toast: Toast | undefined
}

export const createToastState = (): ToastState => ({ open: false, toast: undefined })
