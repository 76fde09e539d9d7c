import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { toWalletError } from '../../errors/toWalletError.js'
import type { RpcSettings } from '../ChainAdapter.js'
import type { ChainAdapterPort } from '../ChainAdapterPort.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../createNamespaceAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { createSolanaDiscovery } from './createSolanaDiscovery.js'
import type { SolanaStandardWallet } from './SolanaStandardWallet.js'

export type CreateSolanaAdapterParameters = {
  /** Where balance reads go; defaults to what the kit attaches (the provider's RPC, then the network's URLs). */
  rpc?: RpcSettings | undefined
  /** The registry wallet requests are tracked in; defaults to the kit's (`kit.rpc.pending`). */
  pending?: PendingRequests | undefined
}

/** The solana adapter: a namespace adapter whose provider is the connected Wallet Standard wallet. */
export type SolanaAdapter = Omit<NamespaceAdapter, 'namespace' | 'getProvider'> & {
  namespace: 'solana'
  getProvider(): SolanaStandardWallet | undefined
}

/**
 * Creates the Solana adapter: browser wallets registered with the Wallet Standard (or, when there is none, the
 * legacy injected `window.solana`), each a connector with its own connect, silent reconnect, disconnect, network
 * switch, events and validated requests (solana_signMessage, solana_signTransaction, solana_signAllTransactions,
 * solana_signAndSendTransaction); balances are read with Solana JSON-RPC. More connectors (WalletConnect, the
 * embedded wallet) join with `addConnector`. Nothing runs until it is used: discovery starts with `start()` or the
 * first `connectors()`. Import it from `walletkit/solana`, so a host without Solana pays nothing for it.
 * @example
 * import { createSolanaAdapter } from 'walletkit/solana'
 * const kit = createWalletKit(options, { adapters: [createEip155Adapter(), createSolanaAdapter()] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const overrides = {
    ...(parameters.rpc ? { rpc: parameters.rpc } : {}),
    ...(parameters.pending ? { pending: parameters.pending } : {}),
  }
  return createNamespaceAdapter({
    namespace: 'solana',
    sources: [createSolanaDiscovery],
    readBalance: readSolanaRpcBalance,
    overrides,
  }) as SolanaAdapter
}

/**
 * The solana balance read through Solana JSON-RPC (readSolanaBalance loads here).
 * @example await readSolanaRpcBalance(port, { address, network })
 */
async function readSolanaRpcBalance(
  port: ChainAdapterPort,
  { address, network }: { address: string; network: CaipNetwork },
) {
  const { readSolanaBalance } = await import('./readSolanaBalance.js')
  try {
    return await readSolanaBalance({ address, network, rpc: port.rpc })
  } catch (error) {
    throw toWalletError(error)
  }
}
