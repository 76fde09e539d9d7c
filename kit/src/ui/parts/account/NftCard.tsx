import type { Nft } from '../../../api/nftSchema.js'
import { NftImage } from './NftImage.js'

/**
 * One NFT of the grid: its image (or the one NFT placeholder, see `NftImage`), name and collection, all as text.
 * @example <NftCard nft={nft} />
 */
export function NftCard({ nft }: { nft: Nft }) {
  return (
    <li className="wk-nft">
      <NftImage name={nft.name} src={nft.imageUrl} />
      <span className="wk-token-name">{nft.name}</span>
      <span className="wk-token-sub">{nft.collection.name}</span>
    </li>
  )
}
