import { Icon } from '../../../primitives/components/Icon.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type SwapSuccessProps = {
  /** "1.5 USDC for 0.598 WKT" */
  summary: string
  onDone(): void
}

/**
 * The end of a swap mined on chain: what was swapped, and Done (back to the account, whose balances have reloaded).
 * @example <SwapSuccess summary="1.5 USDC for 0.598 WKT" onDone={done} />
 */
export function SwapSuccess({ summary, onDone }: SwapSuccessProps) {
  const t = useT()
  return (
    <div className="wk-swap-done">
      <span className="wk-swap-done-icon">
        <Icon name="check" size={28} />
      </span>
      <h2>{t('swapSuccess.swapComplete')}</h2>
      <p role="status">{t('swapSuccess.youSwapped', { summary })}</p>
      <button type="button" className="wk-btn" data-block="" onClick={onDone}>
        {t('common.done')}
      </button>
    </div>
  )
}
