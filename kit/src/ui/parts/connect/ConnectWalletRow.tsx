import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { ListItem } from '../../../primitives/components/ListItem.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'

/** One row of Connect's wallet list: a connector, a directory wallet, or "All wallets". */
export type ConnectWalletRowData = {
  key: string
  label: string
  image: string | undefined
  tag?: 'Recent' | 'Installed' | undefined
  /** The directory wallet of the row, whose logo comes from the directory. */
  wallet?: WalletEntry | undefined
  open(): void
}

/**
 * A row of Connect's wallet list with its logo and tag; locked, pointing to the reason, with `disabledReasonId`.
 * @example <ConnectWalletRow row={row} disabledReasonId={blockedBy} />
 */
export function ConnectWalletRow({
  row,
  disabledReasonId,
}: {
  row: ConnectWalletRowData
  disabledReasonId?: string | undefined
}) {
  const t = useT()
  return (
    <ListItem
      label={row.label}
      icon={
        <RemoteImage
          kind="wallet"
          id={row.wallet?.image_id ?? undefined}
          name={row.label}
          src={row.wallet?.image_url ?? row.image}
        />
      }
      tag={
        row.tag === 'Recent'
          ? t('connect.recent')
          : row.tag === 'Installed'
            ? t('connect.installed')
            : undefined
      }
      tagTone={row.tag === 'Recent' ? 'accent' : 'success'}
      disabledReasonId={disabledReasonId}
      onClick={row.open}
    />
  )
}
