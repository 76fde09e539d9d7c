import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { toWalletError } from '../../errors/toWalletError.js'
import type { RpcSettings } from '../ChainAdapter.js'
import type { ChainAdapterPort } from '../ChainAdapterPort.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../createNamespaceAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { createEip155Discovery } from './createEip155Discovery.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

export type CreateEip155AdapterParameters = {
  /** Where balance reads go when the wallet is not on the network; defaults to what the kit attaches. */
  rpc?: RpcSettings | undefined
  /** The registry wallet requests are tracked in; defaults to the kit's (`kit.rpc.pending`). */
  pending?: PendingRequests | undefined
}

/** The eip155 adapter: a namespace adapter whose provider is EIP-1193. */
export type Eip155Adapter = Omit<NamespaceAdapter, 'namespace' | 'getProvider'> & {
  namespace: 'eip155'
  getProvider(): Eip1193Provider | undefined
}

/**
 * Creates the EVM adapter: browser wallets announced over EIP-6963 and the injected provider, each a connector with
 * its own connect, disconnect, network switch (with add-chain), events, balance reads and validated requests; more
 * connectors (WalletConnect, the embedded wallet) join with `addConnector`. Nothing runs until it is used: discovery
 * starts with `start()` or the first `connectors()`, and viem loads on the first balance read.
 * @example const kit = createWalletKit(options); registerAdapter(kit, createEip155Adapter())
 */
export function createEip155Adapter(parameters: CreateEip155AdapterParameters = {}): Eip155Adapter {
  const overrides = {
    ...(parameters.rpc ? { rpc: parameters.rpc } : {}),
    ...(parameters.pending ? { pending: parameters.pending } : {}),
  }
  return createNamespaceAdapter({
    namespace: 'eip155',
    sources: [createEip155Discovery],
    readBalance: readEip155RpcBalance,
    overrides,
  }) as Eip155Adapter
}

/**
 * The eip155 balance read through the chain's RPC, for when no connected wallet answers it (viem loads here).
 * @example await readEip155RpcBalance(port, { address, network })
 */
export async function readEip155RpcBalance(
  port: ChainAdapterPort,
  { address, network }: { address: string; network: CaipNetwork },
) {
  const { readEip155Balance } = await import('./readEip155Balance.js')
  try {
    return await readEip155Balance({ address, network, rpc: port.rpc })
  } catch (error) {
    throw toWalletError(error)
  }
}
