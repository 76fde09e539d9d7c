import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Makes `namespace` the one the modal shows. Owner: core/network. (Initial version.)
 * @example setActiveNamespace(kit, 'solana')
 */
export function setActiveNamespace(kit: WalletKit, namespace: Namespace): void {
  if (!kit.store.getState().namespaces.includes(namespace)) return
  kit.store.setState({ activeNamespace: namespace })
}
