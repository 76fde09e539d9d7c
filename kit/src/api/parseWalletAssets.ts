import { type WalletAsset, walletAssetsSchema } from './walletAssetsSchema.js'

/** A wallet asset with the hex chain id the wallet listed it under. */
export type ChainWalletAsset = WalletAsset & { chainId: string }

/**
 * Reads a wallet_getAssets response into one list. Anything invalid gives [] (spec 7: "failures return empty
 * results silently"); one bad entry invalidates the whole response, as spec 5 says.
 * @example
 * parseWalletAssets({ '0x1': [asset] }) // [{ ...asset, chainId: '0x1' }]
 */
export function parseWalletAssets(value: unknown): ChainWalletAsset[] {
  const result = walletAssetsSchema.safeParse(value)
  if (!result.success) return []
  return Object.entries(result.data).flatMap(([chainId, assets]) =>
    assets.map((asset) => ({ ...asset, chainId })),
  )
}
