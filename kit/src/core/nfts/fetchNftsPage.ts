import type { Nft } from '../../api/nftSchema.js'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import type { WalletKit } from '../WalletKit.js'

/** A page of the active account's NFTs; 'unavailable' when the provider has no NFT endpoint (HTTP 404). */
export type FetchNftsPageReturnType =
  | { status: 'ready'; nfts: Nft[]; next: string | undefined }
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown }

/**
 * Fetches one page of the active account's NFTs on the active network (GET /v1/account/{address}/nfts with chainId
 * and cursor). NFTs on another chain than the active one are dropped, as the history's are (spec 5).
 * @example const page = await fetchNftsPage(kit, { cursor: undefined })
 */
export async function fetchNftsPage(
  kit: WalletKit,
  { cursor }: { cursor: string | undefined },
): Promise<FetchNftsPageReturnType> {
  const state = kit.store.getState()
  const address = state.accounts[state.activeNamespace]?.address
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  if (!address || !chainId || state.activeNamespace !== 'eip155') return { status: 'unavailable' }
  try {
    const page = await kit.api.blockchain.getNfts({ address, chainId, cursor })
    return {
      status: 'ready',
      nfts: page.data.filter((nft) => nft.chainId === chainId),
      next: page.next ?? undefined,
    }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return { status: 'unavailable' }
    kit.logger.error('Failed to fetch NFTs', error)
    return { status: 'failed', error }
  }
}
