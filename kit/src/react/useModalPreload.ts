import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useKit } from '../primitives/context/useKit.js'
import { useViewRegistry } from '../primitives/context/useViewRegistry.js'

/**
 * While the modal is shown, starts loading the current view's file at once, in parallel with the shell's.
 * @example useModalPreload(open)
 */
export function useModalPreload(shown: boolean): void {
  const kit = useKit()
  const views = useViewRegistry()
  const view = useStore(kit.store, (state) => state.router.view)
  useEffect(() => {
    if (shown) views.preload(view)
  }, [views, shown, view])
}
