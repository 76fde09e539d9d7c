/** The toast slice (spec 2): one toast at a time, loading, success or error. */
export type ToastVariant = 'loading' | 'success' | 'error'

export type Toast = { message: string; variant: ToastVariant; details?: string | undefined }

export type ToastState = {
  open: boolean
  toast: Toast | undefined
}

export const createToastState = (): ToastState => ({ open: false, toast: undefined })
