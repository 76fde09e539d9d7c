import { memo } from 'react'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'
import type { WalletImageStatus } from './useWalletImages.js'

export type WalletTileProps = {
  wallet: WalletEntry
  image: WalletImageStatus
  index: number
  onChoose(wallet: WalletEntry, image: string | undefined): void
}

/**
 * One wallet of All Wallets: its logo (a pulsing tile while it loads, the letter placeholder when it failed) and
 * its name as plain text, with "Installed" for wallets the browser has.
 * @example <WalletTile wallet={wallet} image={images.get(wallet)} index={3} onChoose={open} />
 */
export const WalletTile = memo(function WalletTile({ wallet, image, index, onChoose }: WalletTileProps) {
  const t = useT()
  const src = image.status === 'loaded' ? image.src : undefined
  return (
    <button
      type="button"
      className="wk-aw-tile"
      data-index={index}
      aria-label={wallet.installed ? t('walletTile.installed', { name: wallet.name }) : wallet.name}
      title={wallet.name}
      onClick={() => onChoose(wallet, src)}
    >
      {image.status === 'loading' ? (
        <span className="wk-img" data-loading="" aria-hidden="true" />
      ) : (
        <RemoteImage kind="wallet" name={wallet.name} src={src} />
      )}
      <span className="wk-aw-name">{wallet.name}</span>
      {wallet.installed ? <span className="wk-aw-badge" aria-hidden="true" /> : null}
    </button>
  )
})
