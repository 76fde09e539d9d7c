import { type KeyboardEvent, type RefObject, useCallback, useEffect, useState } from 'react'
import { focusableElements } from './focusableElements.js'

/**
 * The focus rules of a modal dialog (WAI-ARIA): focus moves into the dialog when it mounts, Tab and Shift+Tab
 * cycle inside it, and focus returns to the element that had it (the opener) when it unmounts.
 * Returns the keydown handler to put on the dialog.
 * @example const onKeyDown = useFocusTrap(dialogRef); <div ref={dialogRef} onKeyDown={onKeyDown} />
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>) {
  // Read while rendering: the view's own effects run before this hook's and may already have moved focus in.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : undefined,
  )
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
    return () => {
      if (opener?.isConnected && opener !== document.body) opener.focus()
    }
  }, [dialogRef, opener])

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const dialog = dialogRef.current
      if (event.key !== 'Tab' || !dialog) return
      const elements = focusableElements(dialog)
      const first = elements[0]
      const last = elements[elements.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    },
    [dialogRef],
  )
}
