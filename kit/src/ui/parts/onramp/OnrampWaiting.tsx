import { useEffect } from 'react'
import { goBack } from '../../../core/router/goBack.js'
import { refreshAccountActivity } from '../../../core/transactions/refreshAccountActivity.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

/** How often balances and activity are reloaded while a purchase is under way in the provider's window. */
const REFRESH_INTERVAL = 15_000

export type OnrampWaitingProps = { symbol: string; providerName: string; onBuyMore: () => void }

/**
 * "Waiting for your purchase" after the provider's page opened: balances and activity are reloaded when the page
 * regains focus (the visitor is back from the provider's window) and every 15 s, and Back to account returns.
 * @example <OnrampWaiting symbol="USDC" providerName="Coinbase" onBuyMore={restart} />
 */
export function OnrampWaiting({ symbol, providerName, onBuyMore }: OnrampWaitingProps) {
  const t = useT()
  const kit = useKit()
  useEffect(() => {
    const refresh = () => void refreshAccountActivity(kit).catch(() => undefined)
    window.addEventListener('focus', refresh)
    const timer = setInterval(refresh, REFRESH_INTERVAL)
    return () => {
      window.removeEventListener('focus', refresh)
      clearInterval(timer)
    }
  }, [kit])
  return (
    <div className="wk-stack">
      <div className="wk-center wk-or-wait" role="status">
        <Spinner />
        <p className="wk-heading">{t('onrampWaiting.waitingForYourPurchase')}</p>
        <p className="wk-muted">{t('onrampWaiting.finishBuying', { symbol, provider: providerName })}</p>
      </div>
      <button type="button" className="wk-btn" data-block="" onClick={() => goBack(kit)}>
        {t('onrampWaiting.backToAccount')}
      </button>
      <button type="button" className="wk-btn" data-variant="secondary" data-block="" onClick={onBuyMore}>
        {t('onrampWaiting.buyMore')}
      </button>
    </div>
  )
}
