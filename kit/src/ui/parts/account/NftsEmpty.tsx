import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { EmptyState } from '../common/EmptyState.js'
import { receiveAction } from './receiveAction.js'

export type NftsEmptyProps = {
  /** No NFT endpoint on this network (404), the fetch failed, or the account holds none. */
  reason: 'unavailable' | 'failed' | 'none'
  /** Fetches the first page again (the next step after a failure). */
  onRetry?: (() => void) | undefined
}

/**
 * The NFTs tab with nothing to show, each case with its next step: Switch network, Retry, or Receive.
 * @example if (list.nfts.length === 0) return <NftsEmpty reason="failed" onRetry={reload} />
 */
export function NftsEmpty({ reason, onRetry }: NftsEmptyProps) {
  const kit = useKit()
  if (reason === 'unavailable')
    return (
      <EmptyState
        icon="image"
        title="NFTs are unavailable on this network"
        text="Switch to a network where NFTs are supported."
        action={{ label: 'Switch network', onClick: () => pushView(kit, 'Networks') }}
      />
    )
  if (reason === 'failed')
    return (
      <EmptyState
        icon="offline"
        tone="error"
        title="NFTs could not be loaded"
        text="Check your connection and try again."
        action={onRetry ? { label: 'Retry', onClick: onRetry } : undefined}
      />
    )
  return (
    <EmptyState
      icon="image"
      title="No NFTs yet"
      text="NFTs you own on this network show here."
      action={receiveAction(kit, 'Receive an NFT')}
    />
  )
}
