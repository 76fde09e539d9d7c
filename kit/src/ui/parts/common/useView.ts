import { type ComponentType, useEffect, useState } from 'react'
import type { View } from '../../../core/router/RouterState.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'

export type UseViewReturnType =
  | { status: 'ready'; Component: ComponentType }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry(): void }

/**
 * The component of a view: at once when its file has arrived (no Suspense fallback, no reveal delay), else after
 * it loads; 'missing' for a view this build does not include, 'failed' (with retry) when its file cannot load.
 * @example const view = useView('Connect'); if (view.status === 'ready') return <view.Component />
 */
export function useView(view: View): UseViewReturnType {
  const [, setVersion] = useState(0)
  const [failed, setFailed] = useState<View>()
  const views = useViewRegistry()
  const Component = views.loaded(view)
  const missing = !views.has(view)
  useEffect(() => {
    if (Component || missing || failed === view) return
    let live = true
    views.load(view).then(
      () => live && setVersion((version) => version + 1),
      () => live && setFailed(view),
    )
    return () => {
      live = false
    }
  }, [views, view, Component, missing, failed])
  if (Component) return { status: 'ready', Component }
  if (missing) return { status: 'missing' }
  if (failed === view) return { status: 'failed', retry: () => setFailed(undefined) }
  return { status: 'loading' }
}
