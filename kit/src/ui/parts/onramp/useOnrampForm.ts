import { useState } from 'react'
import type { OnrampOptions } from '../../../api/onrampOptionsSchema.js'
import type { CaipNetwork } from '../../../config/index.js'
import { getOnrampAmountProblem } from '../../../core/onramp/getOnrampAmountProblem.js'
import { getOnrampDestinationChain } from '../../../core/onramp/getOnrampDestinationChain.js'
import { getOnrampProviders } from '../../../core/onramp/getOnrampProviders.js'
import { getOnrampPurchaseCurrencies } from '../../../core/onramp/getOnrampPurchaseCurrencies.js'
import { getPaymentMethodLimits } from '../../../core/onramp/getPaymentMethodLimits.js'
import type { LoadOnrampQuoteParameters } from '../../../core/onramp/loadOnrampQuote.js'
import { useT } from '../../../primitives/i18n/useT.js'

/** The payment methods the Buy view offers (spec 5 limits): card and ACH bank account. */
const METHODS = ['card', 'ach_bank_account'] as const
export type OnrampMethod = (typeof METHODS)[number]

/** What the visitor picked; undefined fields take the first offered choice. */
type Picks = { amount: string; currency?: string; symbol?: string; method?: OnrampMethod; provider?: string }

/**
 * The Buy form's choices and what follows from them: the tokens on the active network, the fiat currencies, the
 * payment methods the currency has limits for, the providers serving the namespace, the amount's problem against
 * the method's limits (spec 5) and the quote request once the amount is valid.
 * @example const form = useOnrampForm(options, network)
 */
export function useOnrampForm(options: OnrampOptions, network: CaipNetwork) {
  const t = useT()
  const [picks, setPicks] = useState<Picks>({ amount: '' })
  const pick = (patch: Partial<Picks>) => setPicks((current) => ({ ...current, ...patch }))

  const tokens = getOnrampPurchaseCurrencies(options.purchaseCurrencies, network)
  const token = tokens.find((candidate) => candidate.symbol === picks.symbol) ?? tokens[0]
  const currencies = options.paymentCurrencies
  const currency =
    currencies.find((candidate) => candidate.id === picks.currency) ??
    currencies.find((candidate) => candidate.id === 'USD') ??
    currencies[0]
  const limits = currency ? getPaymentMethodLimits(currency) : []
  const methods = METHODS.filter((method) => limits.some((limit) => limit.id === method))
  const method = methods.find((candidate) => candidate === picks.method) ?? methods[0]
  const limit = limits.find((candidate) => candidate.id === method)
  const providers = getOnrampProviders(network.chainNamespace)
  const provider = providers.find((candidate) => candidate.id === picks.provider) ?? providers[0]
  const blockchain = getOnrampDestinationChain(network)

  const typed = picks.amount.trim() !== ''
  const problem =
    currency && limit
      ? getOnrampAmountProblem({ amount: picks.amount, limit, currency: currency.id, locale: t.locale })
      : undefined
  const ready = Boolean(typed && !problem && token && currency && limit && provider)
  const quoteRequest: Omit<LoadOnrampQuoteParameters, 'signal'> | undefined =
    ready && token && currency && provider
      ? {
          purchaseCurrency: token,
          paymentCurrency: currency,
          amount: picks.amount.trim(),
          network: blockchain,
          provider,
        }
      : undefined

  return {
    amount: picks.amount,
    tokens,
    token,
    currencies,
    currency,
    methods,
    method,
    providers,
    provider,
    blockchain,
    /** The limits message in the shown locale, only once something is typed. */
    problem: typed && problem ? t.ref(problem) : undefined,
    ready,
    quoteRequest,
    pick,
  }
}
