import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { toWalletError } from '../../errors/toWalletError.js'
import type { RpcSettings } from '../ChainAdapter.js'
import type { ChainAdapterPort } from '../ChainAdapterPort.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../createNamespaceAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import type { BitcoinStandardWallet } from './BitcoinStandardWallet.js'
import { createBitcoinDiscovery } from './createBitcoinDiscovery.js'

export type CreateBitcoinAdapterParameters = {
  /** Where balance reads go; defaults to what the kit attaches (the provider's blockchain API). */
  rpc?: RpcSettings | undefined
  /** The registry wallet requests are tracked in; defaults to the kit's (`kit.rpc.pending`). */
  pending?: PendingRequests | undefined
  /** The account type to connect with (payment, ordinal); defaults to the kit's preferred one for bip122. */
  accountType?: (() => string | undefined) | undefined
}

/** The bip122 adapter: a namespace adapter whose provider is the connected Wallet Standard wallet. */
export type BitcoinAdapter = Omit<NamespaceAdapter, 'namespace' | 'getProvider' | 'request' | 'getBalance'> &
  Required<Pick<NamespaceAdapter, 'request' | 'getBalance'>> & {
    namespace: 'bip122'
    getProvider(): BitcoinStandardWallet | undefined
  }

/**
 * Creates the Bitcoin (bip122) adapter: browser wallets registered with the Wallet Standard's bitcoin features (as
 * Xverse, Leather and Phantom expose them, in sats-connect's shapes), each a connector that connects for the account
 * type the kit prefers (`defaultAccountTypes.bip122` or the visitor's choice: payment by default, ordinal for the
 * ordinals address) and answers WalletConnect's bip122 methods (signMessage, sendTransfer, signPsbt,
 * getAccountAddresses). Balances are read through the blockchain API. Nothing runs until it is used: discovery starts
 * with `start()` or the first `connectors()`. Import it from `walletkit/bitcoin`, so a host without Bitcoin pays
 * nothing for it.
 * @example
 * import { createBitcoinAdapter } from 'walletkit/bitcoin'
 * const kit = createWalletKit(options, { adapters: [createEip155Adapter(), createBitcoinAdapter()] })
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters = {}): BitcoinAdapter {
  const overrides = {
    ...(parameters.rpc ? { rpc: parameters.rpc } : {}),
    ...(parameters.pending ? { pending: parameters.pending } : {}),
    ...(parameters.accountType ? { preferredAccountType: parameters.accountType } : {}),
  }
  return createNamespaceAdapter({
    namespace: 'bip122',
    sources: [createBitcoinDiscovery],
    readBalance: readBalanceThroughApi,
    overrides,
  }) as BitcoinAdapter
}

/**
 * The bip122 balance read through the blockchain API (readBitcoinBalance loads here).
 * @example await readBalanceThroughApi(port, { address, network })
 */
async function readBalanceThroughApi(
  port: ChainAdapterPort,
  { address, network }: { address: string; network: CaipNetwork },
) {
  const { readBitcoinBalance } = await import('./readBitcoinBalance.js')
  try {
    return await readBitcoinBalance({ address, network, rpc: port.rpc })
  } catch (error) {
    throw toWalletError(error)
  }
}
