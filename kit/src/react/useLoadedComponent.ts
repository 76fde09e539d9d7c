import { type ComponentType, useEffect, useState } from 'react'
import { useKit } from '../primitives/context/useKit.js'

/**
 * Loads a component's file once `enabled` turns true and returns it (undefined until then), without Suspense: a
 * Suspense reveal would be held back up to 300 ms by React, where the modal must show within a frame or two.
 * @example const Modal = useLoadedComponent(open, () => import('./Modal.js').then((m) => m.Modal))
 */
export function useLoadedComponent(
  enabled: boolean,
  load: () => Promise<ComponentType>,
): ComponentType | undefined {
  const kit = useKit()
  const [Component, setComponent] = useState<ComponentType>()
  useEffect(() => {
    if (!enabled || Component) return
    let live = true
    load().then(
      (loaded) => {
        if (live) setComponent(() => loaded)
      },
      (error: unknown) => kit.logger.error('Failed to load the modal', error),
    )
    return () => {
      live = false
    }
  }, [enabled, Component, load, kit])
  return Component
}
