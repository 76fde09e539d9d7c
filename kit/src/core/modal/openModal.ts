import type { Namespace } from '../../config/index.js'
import { setActiveNamespace } from '../network/setActiveNamespace.js'
import type { RouteData, View } from '../router/RouterState.js'
import { resetView } from '../router/resetView.js'
import type { WalletKit } from '../WalletKit.js'
import { selectActiveAddress } from './selectActiveAddress.js'

export type OpenModalParameters = {
  /** The view to show; without it the opening rules of spec 2 choose one. */
  view?: View | undefined
  /** Switch to this namespace before choosing the view (spec 2 rule 1). */
  namespace?: Namespace | undefined
  /** What the view carries (a connector, a wallet...). */
  data?: RouteData | undefined
}

/**
 * Opens the modal on the view the opening rules of spec 2 choose, and sends MODAL_OPEN.
 * @example openModal(kit, { view: 'Networks' })
 */
export function openModal(kit: WalletKit, { view, namespace, data }: OpenModalParameters = {}): void {
  // Rule 1: the namespace switch comes first, so rules 3 and 5 look at that namespace's account.
  if (namespace !== undefined && namespace !== kit.store.getState().activeNamespace) {
    const before = kit.store.getState().router.view
    setActiveNamespace(kit, namespace)
    // The switch may land on a network the host did not request: UnsupportedChain (spec 2) then stays on screen.
    if (before !== 'UnsupportedChain' && kit.store.getState().router.view === 'UnsupportedChain')
      view = 'UnsupportedChain'
  }

  const connected = selectActiveAddress(kit.store.getState()) !== undefined
  resetView(kit, chooseView(kit, view, connected), view === undefined ? undefined : data)
  kit.store.setState((state) => ({ modal: { ...state.modal, open: true } }))
  kit.events.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected } })
}

/**
 * Rules 2 to 5 of spec 2. Rule 5 refines rule 4: it replaces Connect when no adapter could list a connector,
 * while a view the host asks for explicitly (rule 2) is still shown, since the rules apply in order.
 */
function chooseView(kit: WalletKit, view: View | undefined, connected: boolean): View {
  if (view !== undefined) return view
  if (connected) return 'Account'
  // WalletConnect added to a kit without adapters brings adapters that offer only it: still "no adapters".
  if ([...kit.adapters.values()].some((adapter) => !adapter.basic)) return 'Connect'
  return kit.environment.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
}
