import { z } from 'zod'
import { optionalString } from './optionalString.js'

/**
 * One NFT the account holds (GET /v1/account/{address}/nfts; the spec names no NFT endpoint, this one follows the
 * history endpoint's style). `imageUrl` is data: the UI checks its scheme before use.
 * @example nftSchema.parse(body.data[0]).collection.name
 */
export const nftSchema = z.object({
  /** Unique in the list: CAIP-2 chain, contract and token id. */
  id: z.string(),
  /** CAIP-2 id of the NFT's chain. */
  chainId: z.string(),
  contract: z.string(),
  tokenId: z.string(),
  name: z.string(),
  collection: z.object({ name: z.string() }),
  imageUrl: optionalString,
})

/**
 * A page of the account's NFTs and the cursor of the next one (null at the end), like the history endpoint.
 * @example const { data, next } = nftPageSchema.parse(body)
 */
export const nftPageSchema = z.object({
  data: z.array(nftSchema),
  next: z
    .string()
    .nullish()
    .transform((value) => value || null),
})

/** An NFT the account holds. */
export type Nft = z.output<typeof nftSchema>
/** A page of NFTs and its next cursor. */
export type NftPage = z.output<typeof nftPageSchema>
