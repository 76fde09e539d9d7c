/** An amount with its currency code, as a quote states it. */
type OnrampAmount = { amount: string; currency: string }

/** What the Buy view shows of a quote: the crypto received, the fees and the total to pay. */
export type OnrampQuoteSummary = {
  /** The crypto received; undefined when no quote and no known price says how much. */
  receive: OnrampAmount | undefined
  /** Provider and network fees together, in the payment currency. */
  fees: OnrampAmount
  total: OnrampAmount
  /** True for the mock quote that stands in when the quote call fails (spec 8). */
  estimated: boolean
}
