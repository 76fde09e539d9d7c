import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type OnrampSubmitProps = {
  status: 'idle' | 'opening' | 'failed'
  /** The form holds a valid amount and every choice. */
  ready: boolean
  providerName: string
}

/**
 * The Buy form's submit: "Buy with {provider}", busy while the page is asked for, and after a failure the error with
 * Retry (both submit the form again).
 * @example <OnrampSubmit status="failed" ready providerName="Coinbase" />
 */
export function OnrampSubmit({ status, ready, providerName }: OnrampSubmitProps) {
  const t = useT()
  return (
    <>
      {status === 'failed' ? (
        <div className="wk-or-failed" role="alert">
          <span>{t('onrampSubmit.couldnTOpenThe')}</span>
          <button type="submit" className="wk-link-btn" disabled={!ready}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={!ready || status === 'opening'}>
        {status === 'opening' ? <Spinner /> : null}
        {t('onrampSubmit.buyWith', { provider: providerName })}
      </button>
    </>
  )
}
