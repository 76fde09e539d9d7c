import { useCallback, useEffect, useRef, useState } from 'react'
import { LIMITS } from '../../../config/index.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { loadWalletImage } from './loadWalletImage.js'

/** A wallet's logo: loading, loaded (a data URL), or failed (the placeholder shows). */
export type WalletImageStatus =
  | { status: 'loading' }
  | { status: 'loaded'; src: string }
  | { status: 'failed' }

/**
 * The logos of directory wallets for one view: the first 20 of `wallets` are fetched at once (spec 9 prefetch),
 * others when `request` is called for them (a tile coming into view). Each is fetched once per view; the loads
 * still under way when the view goes are cancelled (they held the browser's connections and, timing out, filled
 * the log: load soak).
 * @example const images = useWalletImages(kit, list); images.request(wallet); images.get(wallet)
 */
export function useWalletImages(kit: WalletKit, wallets: readonly WalletEntry[]) {
  const cache = useRef(new Map<string, WalletImageStatus>())
  const [, setVersion] = useState(0)
  // One controller a load, so that no signal gathers a listener per logo; all of them are aborted when the view goes.
  const loads = useRef<Set<AbortController> | undefined>(undefined)
  useEffect(() => {
    const live = new Set<AbortController>()
    loads.current = live
    return () => {
      loads.current = undefined
      for (const load of live) load.abort()
      // A remount (React's strict mode) asks again for what was cut short.
      for (const [id, image] of cache.current) if (image.status === 'loading') cache.current.delete(id)
    }
  }, [])

  const request = useCallback(
    (wallet: WalletEntry) => {
      const id = wallet.image_id
      const live = loads.current
      if (!id || !live || cache.current.has(id)) return
      const load = new AbortController()
      live.add(load)
      cache.current.set(id, { status: 'loading' })
      void loadWalletImage(kit, id, { signal: load.signal }).then((src) => {
        live.delete(load)
        if (load.signal.aborted) return
        cache.current.set(id, src ? { status: 'loaded', src } : { status: 'failed' })
        setVersion((version) => version + 1)
      })
    },
    [kit],
  )

  useEffect(() => {
    for (const wallet of wallets.slice(0, LIMITS.imagePrefetch)) request(wallet)
  }, [wallets, request])

  const get = useCallback((wallet: WalletEntry): WalletImageStatus => {
    if (wallet.image_url) return { status: 'loaded', src: wallet.image_url }
    if (!wallet.image_id) return { status: 'failed' }
    return cache.current.get(wallet.image_id) ?? { status: 'loading' }
  }, [])
  return { get, request }
}
