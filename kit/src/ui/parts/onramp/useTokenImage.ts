import { useEffect, useState } from 'react'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * A token's logo from the wallet directory (GET /public/getTokenImage/{symbol}) as an object URL, released on
 * unmount; undefined while loading or when it fails, so the letter tile shows.
 * @example const src = useTokenImage(kit, 'USDC')
 */
export function useTokenImage(kit: Pick<WalletKit, 'api'>, symbol: string): string | undefined {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return
    const controller = new AbortController()
    let url: string | undefined
    kit.api.directory
      .getTokenImage({ id: symbol, signal: controller.signal })
      .then((blob) => {
        if (controller.signal.aborted || !blob.type.startsWith('image/')) return
        url = URL.createObjectURL(blob)
        setSrc(url)
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [kit, symbol])
  return src
}
