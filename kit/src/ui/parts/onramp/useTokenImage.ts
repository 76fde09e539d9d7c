import type { WalletKit } from '../../../core/WalletKit.js'
import { useRemoteImage } from '../../../primitives/components/useRemoteImage.js'

/**
 * A token's logo from the wallet directory (GET /public/getTokenImage/{symbol}) as an object URL, released on
 * unmount; undefined while loading, after the 2 s give-up or when it fails, so the placeholder shows. Built on
 * useRemoteImage, as RemoteImage is.
 * @example const src = useTokenImage(kit, 'USDC')
 */
export function useTokenImage(kit: Pick<WalletKit, 'api' | 'logger'>, symbol: string): string | undefined {
  const image = useRemoteImage(kit, 'token', symbol)
  return image.status === 'loaded' ? image.src : undefined
}
