import { useState } from 'react'
import { isSafeImageUrl } from '../../../primitives/components/isSafeImageUrl.js'

export type NftImageProps = {
  name: string
  src: string | undefined
  /** 'sm' in a list row (Activity), 'lg' heading a detail, full width (the default) in the NFTs grid. */
  size?: 'sm' | 'lg' | undefined
}

/**
 * An NFT's picture, the same in the NFTs tab and in Activity: the image when its scheme is safe, else (missing,
 * refused or broken) one placeholder, a rounded square with the name's initial. Decorative: the name is beside it.
 * @example <NftImage name={nft.name} src={nft.imageUrl} size="sm" />
 */
export function NftImage({ name, src, size }: NftImageProps) {
  const [broken, setBroken] = useState(false)
  const image = !broken && isSafeImageUrl(src) ? src : undefined
  return image ? (
    <img
      className="wk-nft-image"
      data-size={size}
      src={image}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
    />
  ) : (
    <span className="wk-nft-image" data-size={size} aria-hidden="true" data-placeholder="">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
