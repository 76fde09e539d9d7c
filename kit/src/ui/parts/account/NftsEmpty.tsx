import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
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
  const t = useT()
  const kit = useKit()
  if (reason === 'unavailable')
    return (
      <EmptyState
        icon="image"
        title={t('nftsEmpty.nftsAreUnavailableOn')}
        text={t('nftsEmpty.switchToANetwork')}
        action={{ label: t('title.unsupportedChain'), onClick: () => pushView(kit, 'Networks') }}
      />
    )
  if (reason === 'failed')
    return (
      <EmptyState
        icon="offline"
        tone="error"
        title={t('nftsEmpty.nftsCouldNotBe')}
        text={t('common.checkYourConnectionAnd')}
        action={onRetry ? { label: t('common.retry'), onClick: onRetry } : undefined}
      />
    )
  return (
    <EmptyState
      icon="image"
      title={t('nftsEmpty.noNftsYet')}
      text={t('nftsEmpty.nftsYouOwnOn')}
      action={receiveAction(kit, t('nftsEmpty.receiveAnNft'))}
    />
  )
}
