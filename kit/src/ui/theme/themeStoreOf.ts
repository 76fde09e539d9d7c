import { createStore, type StoreApi } from 'zustand/vanilla'
import type { WalletKit } from '../../core/WalletKit.js'
import { createThemeState, type ThemeState } from './ThemeState.js'

// A side table keyed by instance, not a singleton: each kit gets its own theme store and two kits never share one.
// It stands in for a `theme` slice of the kit's store until the core has one (see the React layer's notes).
const stores = new WeakMap<WalletKit, StoreApi<ThemeState>>()

/**
 * The theme store of a kit (mode and `--wk-*` variables), made from its options on first use.
 * @example themeStoreOf(kit).setState({ themeMode: 'dark' })
 */
export function themeStoreOf(kit: WalletKit): StoreApi<ThemeState> {
  let store = stores.get(kit)
  if (!store) {
    store = createStore<ThemeState>(() => createThemeState(kit.options))
    stores.set(kit, store)
  }
  return store
}
