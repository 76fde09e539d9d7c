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
 * others when `request` is called for them (a tile coming into view). Each is fetched once per view.
 * @example const images = useWalletImages(kit, list); images.request(wallet); images.get(wallet)
 */
export function useWalletImages(kit: WalletKit, wallets: readonly WalletEntry[]) {
  const cache = useRef(new Map<string, WalletImageStatus>())
  const [, setVersion] = useState(0)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const request = useCallback(
    (wallet: WalletEntry) => {
      const id = wallet.image_id
      if (!id || cache.current.has(id)) return
      cache.current.set(id, { status: 'loading' })
      void loadWalletImage(kit, id).then((src) => {
        cache.current.set(id, src ? { status: 'loaded', src } : { status: 'failed' })
        if (alive.current) setVersion((version) => version + 1)
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
