import type { ComponentType } from 'react'
import { loadLocaleMessages } from '../core/locale/loadLocaleMessages.js'
import type { View } from '../core/router/RouterState.js'
import type { WalletKit } from '../core/WalletKit.js'
import type { ViewRegistry } from '../primitives/context/ViewRegistryContext.js'

/**
 * Loads the modal shell's code (a separate chunk, so the page carries only the button until the modal is wanted) and,
 * given a provider's views, their list in parallel, so `views.has` answers in the first render. Given the kit, the
 * messages of its locale load in parallel too (i18n), so the modal's first render is in its language.
 * @example const WalletKitModal = await loadModal(views, kit)
 */
export const loadModal = async (views?: ViewRegistry, kit?: WalletKit): Promise<ComponentType> =>
  (
    await Promise.all([
      import('../ui/shell/WalletKitModal.js'),
      views?.ready(),
      kit && loadLocaleMessages(kit),
    ])
  )[0].WalletKitModal

/**
 * Loads the inline (embedded) modal's code and, given a provider's views, their list, and given the kit, its
 * locale's messages.
 * @example const EmbeddedModal = await loadEmbeddedModal(views, kit)
 */
export const loadEmbeddedModal = async (views?: ViewRegistry, kit?: WalletKit): Promise<ComponentType> =>
  (
    await Promise.all([
      import('../ui/shell/EmbeddedModal.js'),
      views?.ready(),
      kit && loadLocaleMessages(kit),
    ])
  )[0].EmbeddedModal

/** The view the modal would open on now (spec 2 rules, simplified: Account when connected, else Connect). */
const likelyView = (kit: WalletKit): View => {
  const state = kit.store.getState()
  return state.accounts[state.activeNamespace]?.address ? 'Account' : 'Connect'
}

/**
 * Starts loading the shell and the view the modal would open on, so a click shows it at once. Called when the
 * pointer enters or focus reaches a button that opens the modal, and when the modal opens. Given the provider's
 * views (`useViewRegistry()`), the view renders in the same commit as the modal. For Connect it also asks the
 * directory for the featured and recommended wallets, so their rows are there when it opens instead of pushing
 * "All wallets" down under the visitor's pointer.
 * @example <button onPointerEnter={() => preloadModal(kit)} />
 */
export function preloadModal(kit: WalletKit, view: View = likelyView(kit), views?: ViewRegistry): void {
  preloadModalCode(kit, view, views)
  // Loaded on demand, so the directory code stays out of the start-up download.
  if (view === 'Connect')
    import('../core/wallets/loadConnectWallets.js')
      .then(({ loadConnectWallets }) => loadConnectWallets(kit))
      .catch(() => undefined)
}

/**
 * Starts loading the modal's code only: the shell, the view it would open on and the locale's messages, no request
 * to a provider service. What the page does once it is idle after loading (`useIdleModalPreload`), so the first
 * click renders without a round trip.
 * @example preloadModalCode(kit, 'Connect', views)
 */
export function preloadModalCode(kit: WalletKit, view: View = likelyView(kit), views?: ViewRegistry): void {
  loadModal(views, kit).catch(() => undefined)
  if (views) views.preload(view)
  else
    import('../ui/views/viewLoaders.js')
      .then(({ viewLoaders }) => viewLoaders[view]?.())
      .catch(() => undefined)
}
