import { useState } from 'react'
import { gradientFromAddress } from './gradientFromAddress.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

export type AvatarProps = {
  address: string
  /** The identity's avatar; without one (or if it fails) a gradient made from the address shows. */
  src?: string | null | undefined
  className?: string
}

/**
 * An account's avatar: its identity image when it has one, else a gradient generated from its address.
 * Decorative: the name or address beside it says whose it is.
 * @example <Avatar address={address} src={profileImage} className="wk-avatar" />
 */
export function Avatar({ address, src, className = 'wk-avatar' }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  if (!failed && isSafeImageUrl(src))
    return <img className={className} src={src} alt="" onError={() => setFailed(true)} />
  return (
    <span className={className} style={{ background: gradientFromAddress(address) }} aria-hidden="true" />
  )
}
