import { type ComponentType, createContext } from 'react'
import type { View } from '../../core/router/RouterState.js'

/** The modal's views of one provider: which this build has, and the components whose files have arrived. */
export type ViewRegistry = {
  /** Loads the list of views; `has` answers once it has arrived (the modal waits for it with its shell). */
  ready(): Promise<void>
  /** Whether this build has the view, so an entry leading to it can show; false until `ready` has resolved. */
  has(view: View): boolean
  /** The component of a view whose file has arrived, else undefined. */
  loaded(view: View): ComponentType | undefined
  /** Loads a view's file (the browser loads it once) and resolves to its component. */
  load(view: View): Promise<ComponentType | undefined>
  /** Starts loading a view's file ahead of time; failures are left to the render, which shows them. */
  preload(view: View): void
}

/**
 * The views of the nearest `<WalletKitProvider>` (made by `createViewRegistry`), so each provider keeps its own.
 * @example const views = useContext(ViewRegistryContext)
 */
export const ViewRegistryContext = createContext<ViewRegistry | undefined>(undefined)
