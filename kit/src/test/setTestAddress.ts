import type { ChainAdapter } from '../chains/ChainAdapter.js'
import type { Namespace } from '../config/index.js'
import type { WalletKit } from '../core/WalletKit.js'

/** Test helper: connects `address` on `namespace` in the store, as a finished connection would. */
export function setTestAddress(kit: WalletKit, namespace: Namespace, address: string | undefined): void {
  kit.store.setState((state) => {
    const account = state.accounts[namespace]
    if (!account) throw new TypeError(`No ${namespace} account in this test kit`)
    const caipAddress = address === undefined ? undefined : `${namespace}:1:${address}`
    return { accounts: { ...state.accounts, [namespace]: { ...account, address, caipAddress } } }
  })
}

/** Test helper: an adapter that lists no connectors and is never asked to connect. */
export function createIdleAdapter(namespace: Namespace): ChainAdapter {
  return {
    namespace,
    connectors: () => [],
    connect: async () => ({ address: '0x0', chainId: 1 }),
    disconnect: async () => {},
    switchNetwork: async () => {},
  }
}
