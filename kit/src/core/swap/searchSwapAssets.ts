import type { SwapAsset } from './SwapAsset.js'

/**
 * The tokens (the swap's, the send form's) whose name or symbol contains the search text (trimmed, any case, spec 5), those whose symbol starts
 * with it first; all of them for an empty search.
 * @example searchSwapAssets(tokens, ' usd ').map((token) => token.symbol) // ['USDC', 'USDT']
 */
export function searchSwapAssets<Asset extends Pick<SwapAsset, 'symbol' | 'name'>>(
  assets: readonly Asset[],
  search: string,
): Asset[] {
  const text = search.trim().toLowerCase()
  if (!text) return [...assets]
  const matches = assets.filter(
    (asset) => asset.symbol.toLowerCase().includes(text) || asset.name.toLowerCase().includes(text),
  )
  const startsWith = (asset: Asset) => (asset.symbol.toLowerCase().startsWith(text) ? 0 : 1)
  return matches.sort((a, b) => startsWith(a) - startsWith(b))
}
