import { useState } from 'react'
import { colorFromText } from './colorFromText.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

export type WalletImageProps = {
  /** The wallet's or network's name: the fallback shows its first letter. */
  name: string
  src?: string | null | undefined
  size?: 'sm' | 'md' | 'lg'
}

/**
 * A wallet or network logo; a letter tile when the URL is missing, unsafe or fails to load. Decorative: the
 * element around it carries the name.
 * @example <WalletImage name={connector.name} src={connector.imageUrl ?? connector.info?.icon} />
 */
export function WalletImage({ name, src, size = 'md' }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  const sizeAttribute = size === 'md' ? undefined : size
  if (!failed && isSafeImageUrl(src))
    return (
      <img
        className="wk-img"
        data-size={sizeAttribute}
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
      data-letter=""
      style={{ background: colorFromText(name) }}
      aria-hidden="true"
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
