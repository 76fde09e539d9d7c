import type { CaipNetwork, Namespace } from '../../config/index.js'

/** What a WalletConnect session proposal asks for in one namespace (UniversalProvider's `Namespace`). */
export type WalletConnectNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The wallet methods the kit may ask for in each namespace (spec 6), and the events it follows. */
const WALLET_CONNECT_METHODS: Record<Namespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_sign',
      'eth_signTypedData',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ],
    events: [],
  },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
  bip122: {
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
}

/**
 * The optional namespaces of a session proposal: every configured network of every namespace the host enabled,
 * with the methods and events of spec 6 and each network's own RPC endpoint (so reads through the session go
 * there, never to the provider's RPC by default).
 * @example buildWalletConnectNamespaces(kit.options.networks).eip155?.chains // ['eip155:1', 'eip155:8453']
 */
export function buildWalletConnectNamespaces(
  networks: readonly CaipNetwork[],
): Partial<Record<Namespace, WalletConnectNamespace>> {
  const namespaces: Partial<Record<Namespace, WalletConnectNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = namespaces[namespace] ?? {
      ...copyOf(WALLET_CONNECT_METHODS[namespace]),
      chains: [],
      rpcMap: {},
    }
    namespaces[namespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) entry.rpcMap[String(network.id)] = rpcUrl
  }
  return namespaces
}

const copyOf = ({ methods, events }: { methods: string[]; events: string[] }) => ({
  methods: [...methods],
  events: [...events],
})
