import { useState } from 'react'
import { isSafeImageUrl } from './isSafeImageUrl.js'

export type WalletImageProps = {
  /** The wallet's or network's name: the fallback shows its first letter. */
  name: string
  src?: string | null | undefined
  size?: 'sm' | 'md' | 'lg'
  /** A round image without a frame: coins (tokens) and currencies. */
  round?: boolean | undefined
}

/**
 * An image by URL; the kit's one placeholder (a neutral tile with the name's first letter, drawn by CSS so that it
 * adds nothing to the row's text, the same for wallets, tokens, networks and currencies) when the URL is missing, unsafe or fails to load. Decorative: the element
 * around it carries the name. Images of the wallet directory go through RemoteImage.
 * @example <WalletImage name={connector.name} src={connector.imageUrl ?? connector.info?.icon} />
 */
export function WalletImage({ name, src, size = 'md', round }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  const sizeAttribute = size === 'md' ? undefined : size
  if (!failed && isSafeImageUrl(src))
    return (
      <img
        className="wk-img"
        data-size={sizeAttribute}
        data-round={round ? '' : undefined}
        src={src}
        alt=""
        draggable={false}
        onError={() => setFailed(true)}
      />
    )
  return (
    <span
      className="wk-img"
      data-size={sizeAttribute}
      data-round={round ? '' : undefined}
      data-letter={Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      aria-hidden="true"
    />
  )
}
