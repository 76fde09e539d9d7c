import { Spinner } from '../../primitives/components/Spinner.js'
import { useT } from '../../primitives/i18n/useT.js'
import { EmptyState } from '../parts/common/EmptyState.js'

export type ViewFallbackProps = {
  /** Given when the view's file failed to load (a dropped connection): shows the failure and a Retry. */
  retry?: (() => void) | undefined
}

/**
 * What shows while a view's code is on its way (a spinner), or when it could not be loaded (a message and Retry).
 * @example loaded ? <View /> : <ViewFallback />
 */
export function ViewFallback({ retry }: ViewFallbackProps) {
  const t = useT()
  if (retry)
    return (
      <EmptyState
        icon="offline"
        tone="error"
        title={t('viewFallback.couldNotLoadThis')}
        text={t('common.checkYourConnectionAnd')}
        action={{ label: t('common.retry'), onClick: retry }}
      />
    )
  return (
    <div className="wk-center" style={{ minHeight: 120, justifyContent: 'center' }}>
      <Spinner />
      <span className="wk-muted">{t('viewFallback.loading')}</span>
    </div>
  )
}
