import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { nftPageSchema } from './nftSchema.js'
import { pathSegment } from './pathSegment.js'
import type { WithSignal } from './WithSignal.js'

/**
 * The blockchain API's NFT row, which the spec does not name: GET /v1/account/{address}/nfts with chainId and
 * cursor, answering `{ data, next }` like the history. A provider without it answers 404 (`HttpStatusError`).
 * @example const { data, next } = await createNftCalls(context).getNfts({ address, chainId: 'eip155:1' })
 */
export function createNftCalls({ http }: BlockchainApiContext) {
  return {
    /** One page of the address's NFTs, optionally on one chain; empty when the network is unsupported. */
    getNfts({
      address,
      chainId,
      cursor,
      signal,
    }: { address: string; chainId?: string | undefined; cursor?: string | undefined } & WithSignal) {
      return http.get({
        path: `/v1/account/${pathSegment(address)}/nfts`,
        query: { chainId, cursor },
        schema: nftPageSchema,
        empty: { data: [], next: null },
        signal,
      })
    },
  }
}
