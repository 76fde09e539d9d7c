import { formatFiatAmount } from '../../../core/onramp/formatFiatAmount.js'
import type { OnrampQuoteSummary as Quote } from '../../../core/onramp/OnrampQuoteSummary.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type OnrampQuoteSummaryProps = {
  quote: Quote | undefined
  loading: boolean
  symbol: string
}

/** Up to 6 decimals for small amounts, 2 for large ones, as a wallet shows crypto, in the locale's format. */
function formatCrypto(amount: string, locale: string): string {
  const value = Number(amount)
  const digits = value >= 100 ? 2 : value >= 1 ? 4 : 6
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: digits }).format(
    value,
  )
}

/**
 * The quote in a live region: "You get ≈ 98.50 USDC", fees and total, and "Estimated" when the mock quote stands in
 * for a failed quote call (spec 8).
 * @example <OnrampQuoteSummary quote={quote} loading={false} symbol="USDC" />
 */
export function OnrampQuoteSummary({ quote, loading, symbol }: OnrampQuoteSummaryProps) {
  const t = useT()
  return (
    <section
      className="wk-or-quote"
      aria-label={t('onrampQuoteSummary.quote')}
      aria-live="polite"
      aria-busy={loading}
    >
      {loading ? (
        <p className="wk-muted">{t('onrampQuoteSummary.gettingAQuote')}</p>
      ) : quote ? (
        <>
          <p className="wk-or-get">
            {quote.receive
              ? t('onrampQuoteSummary.youGet', {
                  amount: `${formatCrypto(quote.receive.amount, t.locale)} ${quote.receive.currency}`,
                })
              : t('onrampQuoteSummary.youGetAtRate', { symbol })}
            {quote.estimated ? (
              <span className="wk-tag" title={t('onrampQuoteSummary.theProviderDidNot')}>
                {t('onrampQuoteSummary.estimated')}
              </span>
            ) : null}
          </p>
          <dl className="wk-summary">
            <div>
              <dt>{t('common.fees')}</dt>
              <dd>
                <bdi dir="ltr">{formatFiatAmount(quote.fees.amount, quote.fees.currency, t.locale)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('onrampQuoteSummary.total')}</dt>
              <dd>
                <bdi dir="ltr">{formatFiatAmount(quote.total.amount, quote.total.currency, t.locale)}</bdi>
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="wk-muted">{t('onrampQuoteSummary.enterAnAmountTo')}</p>
      )}
    </section>
  )
}
