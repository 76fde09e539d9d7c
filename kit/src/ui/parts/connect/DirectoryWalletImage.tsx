import { useMemo } from 'react'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useWalletImages } from '../walletconnect/useWalletImages.js'

/**
 * A directory wallet's logo on a Connect row (recent, featured, recommended): its `image_url`, else the directory's
 * GET /getWalletImage/{image_id}, with the letter tile while it loads or when it fails.
 * @example <DirectoryWalletImage wallet={wallet} />
 */
export function DirectoryWalletImage({ wallet }: { wallet: WalletEntry }) {
  const kit = useKit()
  const wallets = useMemo(() => [wallet], [wallet])
  const image = useWalletImages(kit, wallets).get(wallet)
  return <WalletImage name={wallet.name} src={image.status === 'loaded' ? image.src : undefined} />
}
