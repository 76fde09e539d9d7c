// Loaded with import() on the first balance read: viem's client stays out of the adapter's first chunk.
import { type Address, createClient, custom, formatUnits, http, type Transport } from 'viem'
import { getBalance } from 'viem/actions'
import { createRpcTransport } from '../../api/createRpcTransport.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { RpcSettings } from '../ChainAdapter.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

export type ReadEip155BalanceParameters = {
  address: string
  network: CaipNetwork
  /** The connected wallet, when it is on `network`: it answers the read itself. */
  provider?: Eip1193Provider | undefined
  /** Otherwise the provider's RPC then the network's own (createRpcTransport); without it, the network's first URL. */
  rpc?: RpcSettings | undefined
}

/**
 * The native balance of an address on a network, through viem's getBalance, as decimal text with its symbol.
 * @example await readEip155Balance({ address, network: mainnet, provider }) // { balance: '10000', symbol: 'ETH' }
 */
export async function readEip155Balance({
  address,
  network,
  provider,
  rpc,
}: ReadEip155BalanceParameters): Promise<{ balance: string; symbol: string }> {
  let transport: Transport
  if (provider) transport = custom(provider, { retryCount: 0 })
  else if (rpc) transport = createRpcTransport({ ...rpc, network })
  else transport = http(network.rpcUrls.default.http[0])
  const value = await getBalance(createClient({ transport }), { address: address as Address })
  return {
    balance: formatUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
