import { formatUnits, toHex } from 'viem'
import { parseWalletAssets } from '../../api/parseWalletAssets.js'
import type { CaipNetwork, Namespace } from '../../config/index.js'
import { TIMINGS } from '../../config/index.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { getNamespaceConnector } from '../connection/getNamespaceConnector.js'
import type { WalletKit } from '../WalletKit.js'

type ReadWalletAssetsParameters = { namespace: Namespace; address: string; network: CaipNetwork }

/** Connectors whose wallet sits behind a relay or the login frame, where a request may wait on the visitor. */
const REMOTE_CONNECTORS: readonly string[] = ['WALLET_CONNECT', 'AUTH']

/** Whether wallet_getCapabilities says the wallet discovers assets on the chain (ERC-7811 `assetDiscovery`). */
function discoversAssets(capabilities: unknown, chainHex: string): boolean {
  if (!capabilities || typeof capabilities !== 'object') return false
  const byChain = capabilities as Record<string, { assetDiscovery?: { supported?: unknown } } | undefined>
  return [chainHex, '0x0'].some((chain) => byChain[chain]?.assetDiscovery?.supported === true)
}

/** The wallet's answer, or a rejection once the RPC time-out has passed (a wallet that never answers). */
async function withinRpcTimeout<Value>(answer: Promise<Value>): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The wallet did not answer in time')), TIMINGS.rpcTimeout)
  })
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The connected wallet's own account of its assets on the network (spec 6 safe methods wallet_getCapabilities and
 * wallet_getAssets, spec 3 Wallet asset), as token balances. Asked of browser wallets only (not through
 * WalletConnect or the login frame), and only where the wallet's capabilities say it discovers assets; a failure, a
 * refusal, no answer within the RPC time-out, or a response spec 5 calls invalid gives [] silently (spec 7), and
 * the caller falls back to the blockchain API.
 * @example const balances = await readWalletAssets(kit, { namespace: 'eip155', address, network })
 */
export async function readWalletAssets(
  kit: WalletKit,
  { namespace, address, network }: ReadWalletAssetsParameters,
): Promise<AccountTokenBalance[]> {
  const adapter = kit.adapters.get(namespace)
  if (namespace !== 'eip155' || !adapter?.request) return []
  const connector = getNamespaceConnector(kit.store.getState(), namespace)
  if (connector && REMOTE_CONNECTORS.includes(connector.type)) return []
  const ask = adapter.request.bind(adapter)
  try {
    const chainHex = toHex(Number(network.id))
    const capabilities = await withinRpcTimeout(
      ask({ method: 'wallet_getCapabilities', params: [address, [chainHex]] }),
    )
    if (!discoversAssets(capabilities, chainHex)) return []
    const answer = await withinRpcTimeout(
      ask({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainHex] }] }),
    )
    return parseWalletAssets(answer)
      .filter((asset) => Number(asset.chainId) === Number(network.id))
      .map(({ address: token, balance, type, metadata }) => {
        const numeric = formatUnits(BigInt(balance), metadata.decimals)
        return {
          name: metadata.name,
          symbol: metadata.symbol,
          chainId: network.caipNetworkId,
          address: type === 'NATIVE' ? undefined : `${network.caipNetworkId}:${token}`,
          value: Number(numeric) * metadata.price,
          price: metadata.price,
          quantity: { decimals: String(metadata.decimals), numeric },
          iconUrl: metadata.iconUrl,
        }
      })
  } catch (error) {
    kit.logger.debug('The wallet did not tell its assets; the blockchain API answers instead', error)
    return []
  }
}
