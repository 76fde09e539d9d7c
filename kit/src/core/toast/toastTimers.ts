/** Names of the toast's timers in `kit.timers`. */
export const TOAST_TIMERS = { swap: 'toast.swap', autoHide: 'toast.autoHide' } as const

/**
 * How long a success or error toast stays before it hides itself. The spec does not say (spec 2, 9: not shown);
 * AppKit's snackbar hides after 2.5 s, which is what its users expect. Loading toasts stay until replaced or hidden.
 */
export const TOAST_AUTO_HIDE_MS = 2_500
