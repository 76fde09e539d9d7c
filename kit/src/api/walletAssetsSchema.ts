import { z } from 'zod'

/**
 * One asset a wallet reports through wallet_getAssets (ERC-7811; spec 3 Wallet asset). Spec 5: valid only with
 * a string address, a string balance, type ERC20 or NATIVE, and metadata with name, symbol, decimals (number),
 * price (number) and iconUrl.
 * @example
 * walletAssetSchema.parse({ address: 'native', balance: '0x0', type: 'NATIVE', metadata })
 */
export const walletAssetSchema = z.object({
  /** The token contract, or `native`. */
  address: z.string(),
  /** The balance in base units, as the wallet sends it (hex for ERC-7811 wallets). */
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number(),
    iconUrl: z.string(),
  }),
})

/**
 * A wallet_getAssets response: assets keyed by hex chain id (spec 5 "Wallet assets response").
 * @example
 * walletAssetsSchema.safeParse(await provider.request({ method: 'wallet_getAssets', params })).success
 */
export const walletAssetsSchema = z.record(z.string(), z.array(walletAssetSchema))

/** One wallet_getAssets asset (spec 3 Wallet asset). */
export type WalletAsset = z.output<typeof walletAssetSchema>
/** A wallet_getAssets response, keyed by hex chain id. */
export type WalletAssets = z.output<typeof walletAssetsSchema>
