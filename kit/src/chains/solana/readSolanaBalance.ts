// Loaded with import() on the first balance read.
import { z } from 'zod'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { Balance, RpcSettings } from '../ChainAdapter.js'
import { requestSolanaRpc } from './requestSolanaRpc.js'

export type ReadSolanaBalanceParameters = {
  address: string
  network: CaipNetwork
  /** The provider's RPC, tried before the network's own URLs; without it, only the network's URLs. */
  rpc?: RpcSettings | undefined
}

/** getBalance's result: the lamports in `value`, with the slot it was read at. */
const balanceResultSchema = z.object({ value: z.number().int().nonnegative() })

/**
 * The SOL balance of an address through Solana JSON-RPC `getBalance`: the provider's RPC first
 * (`{blockchainApiUrl}/v1/?chainId={caip id}&projectId={id}`, spec 7), then the network's own URLs, each with the
 * 10 s RPC time-out (spec 9). Lamports become decimal text with the network's decimals (9). A node's JSON-RPC error
 * stops the search (`ChainRpcError`); an unreachable URL, an HTTP error or a malformed answer moves on to the next.
 * @example await readSolanaBalance({ address, network: solanaMainnet, rpc }) // { balance: '1.5', symbol: 'SOL' }
 */
export async function readSolanaBalance({
  address,
  network,
  rpc,
}: ReadSolanaBalanceParameters): Promise<Balance> {
  const { value } = await requestSolanaRpc({
    network,
    rpc,
    method: 'getBalance',
    params: [address],
    schema: balanceResultSchema,
  })
  return {
    balance: formatLamports(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol || 'SOL',
  }
}

/** Lamports as decimal text: 1500000000 with 9 decimals is '1.5'. */
function formatLamports(lamports: number, decimals: number): string {
  const digits = BigInt(lamports)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
