import { useEffect, useState } from 'react'
import { TIMINGS } from '../../../config/index.js'
import { type LoadOnrampQuoteParameters, loadOnrampQuote } from '../../../core/onramp/loadOnrampQuote.js'
import type { OnrampQuoteSummary } from '../../../core/onramp/OnrampQuoteSummary.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * The quote for what the form says, asked 500 ms after the amount settles (spec 9 default debounce); a newer request
 * aborts the older. Undefined parameters (no valid amount yet) clear it.
 * @example const { quote, loading } = useOnrampQuote(kit, valid ? { purchaseCurrency, ... } : undefined)
 */
export function useOnrampQuote(
  kit: WalletKit,
  parameters: Omit<LoadOnrampQuoteParameters, 'signal'> | undefined,
): { quote: OnrampQuoteSummary | undefined; loading: boolean } {
  const [quote, setQuote] = useState<OnrampQuoteSummary>()
  const [loading, setLoading] = useState(false)
  // The request as text, so a new object with the same content asks no new quote.
  const key = parameters ? JSON.stringify(parameters) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `parameters`.
  useEffect(() => {
    setQuote(undefined)
    if (!parameters) {
      setLoading(false)
      return
    }
    setLoading(true)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      loadOnrampQuote(kit, { ...parameters, signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return
          setQuote(result)
          setLoading(false)
        },
        () => undefined,
      )
    }, TIMINGS.debounce)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, key])
  return { quote, loading }
}
