import type { ComponentType } from 'react'
import type { View } from '../../core/router/RouterState.js'
import type { ViewRegistry } from '../../primitives/context/ViewRegistryContext.js'
import type { ViewLoaders } from './viewLoaders.js'

const loadViewLoaders = async (): Promise<ViewLoaders> => (await import('./viewLoaders.js')).viewLoaders

/**
 * A provider's views. It remembers each component whose file has arrived so that a loaded view renders in the same
 * commit, where React.lazy would show its fallback first and then hold the view back for up to 300 ms (React's
 * throttle of Suspense reveals), far over the 50 ms target for the first wallet option. The list of views loads on
 * first use (`ready`, `load` or `preload`); the modal waits for it with its shell, so `has` answers inside the modal.
 * @example const views = createViewRegistry(); await views.load('Account'); views.loaded('Account') // the view
 */
export function createViewRegistry(loadLoaders: () => Promise<ViewLoaders> = loadViewLoaders): ViewRegistry {
  const loaded = new Map<View, ComponentType>()
  let loaders: ViewLoaders | undefined
  const ready = async (): Promise<ViewLoaders> => {
    loaders ??= await loadLoaders()
    return loaders
  }
  const load = async (view: View): Promise<ComponentType | undefined> => {
    const loader = (await ready())[view]
    if (!loader) return undefined
    const { default: component } = await loader()
    loaded.set(view, component)
    return component
  }
  return {
    ready: async () => {
      await ready()
    },
    has: (view) => loaders !== undefined && view in loaders,
    loaded: (view) => loaded.get(view),
    load,
    preload: (view) => {
      load(view).catch(() => undefined)
    },
  }
}
