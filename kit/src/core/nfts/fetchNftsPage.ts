import type { Nft } from '../../api/nftSchema.js'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * A page of the active account's NFTs, with the account it belongs to (`chainId:address`); 'unavailable' when the
 * provider has no NFT endpoint (HTTP 404); 'stale' when the account or chain changed while it loaded.
 */
export type FetchNftsPageReturnType =
  | { status: 'ready'; nfts: Nft[]; next: string | undefined; account: string }
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown }
  | { status: 'stale' }

/**
 * The account NFT pages are for: the active chain and address (`eip155:1:0x…`), or undefined without one.
 * @example getNftsAccount(kit.store.getState()) // 'eip155:1:0x5290…'
 */
export function getNftsAccount(state: WalletKitState): string | undefined {
  const address = state.accounts[state.activeNamespace]?.address
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  return address && chainId ? `${chainId}:${address}` : undefined
}

/**
 * Fetches one page of the active account's NFTs on the active network (GET /v1/account/{address}/nfts with chainId
 * and cursor). NFTs on another chain than the active one are dropped, as the history's are (spec 5); a page that
 * arrives after the account or chain changed is dropped ('stale'), so it never joins the next account's list.
 * @example const page = await fetchNftsPage(kit, { cursor: undefined })
 */
export async function fetchNftsPage(
  kit: WalletKit,
  { cursor }: { cursor: string | undefined },
): Promise<FetchNftsPageReturnType> {
  const state = kit.store.getState()
  const address = state.accounts[state.activeNamespace]?.address
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  const account = getNftsAccount(state)
  if (!address || !chainId || !account || state.activeNamespace !== 'eip155') return { status: 'unavailable' }
  const stale = () => getNftsAccount(kit.store.getState()) !== account
  try {
    const page = await kit.api.blockchain.getNfts({ address, chainId, cursor })
    if (stale()) return { status: 'stale' }
    const nfts = page.data.filter((nft) => nft.chainId === chainId)
    return { status: 'ready', nfts, next: page.next ?? undefined, account }
  } catch (error) {
    if (stale()) return { status: 'stale' }
    if (error instanceof HttpStatusError && error.status === 404) return { status: 'unavailable' }
    kit.logger.error('Failed to fetch NFTs', error)
    return { status: 'failed', error }
  }
}
