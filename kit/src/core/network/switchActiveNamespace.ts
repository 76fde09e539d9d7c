import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { finishNamespaceSwitch } from './finishNamespaceSwitch.js'
import { setActiveNamespace } from './setActiveNamespace.js'

/**
 * Shows the account already connected in `namespace`: that namespace becomes active on its current network (spec 4
 * "Active network change"), and since nothing is left to connect, the switch is finished at once. The account
 * button, Account and the hooks without a namespace then follow it. No wallet is asked anything.
 * @example switchActiveNamespace(kit, 'solana')
 */
export function switchActiveNamespace(kit: WalletKit, namespace: Namespace): void {
  setActiveNamespace(kit, namespace)
  finishNamespaceSwitch(kit)
}
