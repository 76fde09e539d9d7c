import { pushView } from '../../../core/router/pushView.js'
import { ListItem } from '../../../primitives/components/ListItem.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatWalletCount } from '../../../utils/formatWalletCount.js'
import { useAllWalletsPreview } from './useAllWalletsPreview.js'

const SLOTS = [0, 1, 2, 3] as const

/**
 * The "All wallets" row of Connect: a 2x2 mini-grid of four wallet logos from the directory (pulsing tiles while they
 * load, placeholders if they fail) and the directory's count as a badge ("620+"); opens All Wallets.
 * Locked, pointing to the reason, with `disabledReasonId` (the legal checkbox not ticked yet).
 * @example {showAllWallets ? <AllWalletsEntry disabledReasonId={blockedBy} /> : null}
 */
export function AllWalletsEntry({ disabledReasonId }: { disabledReasonId?: string | undefined } = {}) {
  const t = useT()
  const kit = useKit()
  const { wallets, count, loading } = useAllWalletsPreview(kit)
  const grid = (
    <span className="wk-mini" aria-hidden="true">
      {SLOTS.map((slot) => {
        const wallet = wallets[slot]
        if (wallet)
          return (
            <RemoteImage
              key={wallet.id}
              kind="wallet"
              id={wallet.image_id ?? undefined}
              name={wallet.name}
              src={wallet.image_url}
            />
          )
        return <span key={slot} className="wk-img" data-loading={loading ? '' : undefined} data-letter="" />
      })}
    </span>
  )
  return (
    <ListItem
      label={t('allWalletsEntry.allWallets')}
      icon={grid}
      tag={formatWalletCount(count)}
      disabledReasonId={disabledReasonId}
      onClick={() => pushView(kit, 'AllWallets')}
    />
  )
}
