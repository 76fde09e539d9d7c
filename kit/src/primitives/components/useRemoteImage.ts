import { useEffect, useState } from 'react'
import { type DirectoryImageKind, loadDirectoryImage } from '../../core/images/loadDirectoryImage.js'
import type { WalletKit } from '../../core/WalletKit.js'

/** An image being fetched, fetched (an object URL, valid while the component stays), or given up on. */
export type RemoteImageState =
  | { status: 'loading' }
  | { status: 'loaded'; src: string }
  | { status: 'failed' }

const LOADING: RemoteImageState = { status: 'loading' }
const FAILED: RemoteImageState = { status: 'failed' }

/**
 * An image of the wallet directory for one component: fetched when the component mounts (so it loads with its
 * view, never at start-up), given up on after 2 s or on any failure, and its object URL released when the component
 * goes or the id changes. Without an id it has failed at once, so the placeholder shows.
 * @example const image = useRemoteImage(kit, 'network', 'eip155:1'); image.status === 'loaded' && image.src
 */
export function useRemoteImage(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  kind: DirectoryImageKind,
  id: string | undefined,
): RemoteImageState {
  const key = `${kind}:${id ?? ''}`
  const [current, setCurrent] = useState<{ key: string; image: RemoteImageState }>()
  useEffect(() => {
    if (!id) return
    if (typeof URL.createObjectURL !== 'function') {
      setCurrent({ key, image: FAILED })
      return
    }
    const controller = new AbortController()
    let url: string | undefined
    void loadDirectoryImage(kit, kind, id, { signal: controller.signal }).then((blob) => {
      if (controller.signal.aborted) return
      url = blob ? URL.createObjectURL(blob) : undefined
      setCurrent({ key, image: url ? { status: 'loaded', src: url } : FAILED })
    })
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [kit, kind, id, key])
  if (!id) return FAILED
  return current?.key === key ? current.image : LOADING
}
