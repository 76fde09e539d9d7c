import { useState } from 'react'
import type { Nft } from '../../../api/nftSchema.js'
import { isSafeImageUrl } from '../../../primitives/components/isSafeImageUrl.js'

/**
 * One NFT of the grid: its image (only with a safe scheme; a placeholder with its initial when missing, refused or
 * broken), name and collection, all as text.
 * @example <NftCard nft={nft} />
 */
export function NftCard({ nft }: { nft: Nft }) {
  const [broken, setBroken] = useState(false)
  const image = !broken && isSafeImageUrl(nft.imageUrl) ? nft.imageUrl : undefined
  return (
    <li className="wk-nft">
      {image ? (
        <img className="wk-nft-image" src={image} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <span className="wk-nft-image" aria-hidden="true" data-placeholder="">
          {Array.from(nft.name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <span className="wk-token-name">{nft.name}</span>
      <span className="wk-token-sub">{nft.collection.name}</span>
    </li>
  )
}
