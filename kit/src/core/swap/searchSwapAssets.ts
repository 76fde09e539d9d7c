import type { SwapAsset } from './SwapAsset.js'

/**
 * The tokens whose name or symbol contains the search text (trimmed, any case, spec 5), those whose symbol starts
 * with it first; all of them for an empty search.
 * @example searchSwapAssets(tokens, ' usd ').map((token) => token.symbol) // ['USDC', 'USDT']
 */
export function searchSwapAssets(assets: readonly SwapAsset[], search: string): SwapAsset[] {
  const text = search.trim().toLowerCase()
  if (!text) return [...assets]
  const matches = assets.filter(
    (asset) => asset.symbol.toLowerCase().includes(text) || asset.name.toLowerCase().includes(text),
  )
  const startsWith = (asset: SwapAsset) => (asset.symbol.toLowerCase().startsWith(text) ? 0 : 1)
  return matches.sort((a, b) => startsWith(a) - startsWith(b))
}
