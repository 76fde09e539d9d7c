import { type RefObject, useEffect } from 'react'
import { focusableElements } from './focusableElements.js'

export type FocusIntoViewProps = {
  viewRef: RefObject<HTMLElement | null>
  /** Embedded, focus moves only when it was lost (the clicked button left with the old view). */
  embedded: boolean
}

/**
 * Renders nothing; once a view's content has mounted, moves focus into it when focus sits on the dialog itself
 * or was lost with the previous view: to its `[data-autofocus]` element, else its first focusable one.
 * @example <Suspense><View /><FocusIntoView viewRef={viewRef} embedded={false} /></Suspense>
 */
export function FocusIntoView({ viewRef, embedded }: FocusIntoViewProps) {
  useEffect(() => {
    const view = viewRef.current
    const container = view?.closest<HTMLElement>('[role=dialog],[data-walletkit-root]')
    if (!view || !container) return
    const active = document.activeElement
    const lost = active === null || active === document.body
    if (!(lost || (!embedded && (active === container || !container.contains(active))))) return
    const target = view.querySelector<HTMLElement>('[data-autofocus]') ?? focusableElements(view)[0]
    target?.focus()
  }, [viewRef, embedded])
  return null
}
