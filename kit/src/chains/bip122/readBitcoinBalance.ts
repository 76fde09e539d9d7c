// Loaded with import() on the first balance read.
import { createAccountCalls } from '../../api/createAccountCalls.js'
import { createHttpClient } from '../../api/createHttpClient.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/constants.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { Balance, RpcSettings } from '../ChainAdapter.js'

export type ReadBitcoinBalanceParameters = {
  address: string
  network: CaipNetwork
  /** The provider's settings (blockchain API URL, project id); the kit attaches them. */
  rpc: RpcSettings | undefined
}

/**
 * The BTC balance of an address through the blockchain API's balance call for its CAIP-10 account
 * (`GET /v1/account/bip122:<ref>:<address>/balance?chainId=<caip-2>`, spec 7): the native row of that network, or 0
 * when the API lists none (it leaves out empty balances). Without the provider's settings there is nothing to ask.
 * @example await readBitcoinBalance({ address: 'tb1q…', network: bitcoinTestnet, rpc }) // { balance: '0.5', symbol: 'BTC' }
 */
export async function readBitcoinBalance({
  address,
  network,
  rpc,
}: ReadBitcoinBalanceParameters): Promise<Balance> {
  if (!rpc) throw new UnknownError({ details: 'No blockchain API to read the Bitcoin balance from' })
  const http = createHttpClient({
    baseUrl: rpc.blockchainApiUrl,
    fetch: rpc.fetch,
    query: { st: SDK_TYPE, sv: SDK_VERSION, projectId: rpc.projectId },
  })
  const { getBalances } = createAccountCalls({
    http,
    projectId: rpc.projectId,
    isNetworkSupported: async () => true,
  })
  const { balances } = await getBalances({
    address: `${network.caipNetworkId}:${address}`,
    chainId: network.caipNetworkId,
  })
  const native = balances.find((row) => !row.address && row.chainId === network.caipNetworkId)
  const symbol = network.nativeCurrency.symbol || 'BTC'
  return native
    ? { balance: native.quantity.numeric, symbol: native.symbol || symbol }
    : { balance: '0', symbol }
}
