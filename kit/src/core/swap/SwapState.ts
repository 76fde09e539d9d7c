import type { SwapToken } from '../../api/swapTokenSchema.js'
import type { MessageRef } from '../../i18n/Messages.js'

/** The swap form as the visitor filled it; token addresses are CAIP-10 (the native token's is `…:0xeeee…eeee`). */
export type SwapForm = {
  /** The token to sell; undefined means the network's native token. */
  sellAddress: string | undefined
  /** The token to buy; undefined until the visitor picks one. */
  buyAddress: string | undefined
  /** The decimal amount to sell, as typed. */
  amount: string | undefined
}

/** The best quote for the form, in base units, with what it was asked with. */
export type SwapQuoteDetails = {
  /** The CAIP-10 addresses of the tokens sold and bought. */
  from: string
  to: string
  fromAmount: string
  toAmount: string
  /** The gas price (wei, the service's standard speed) the quote was asked with. */
  gasPrice: string
  /** The router's allowance for the token sold, in base units; undefined for the native token (nothing to approve). */
  allowance: string | undefined
  /** Date.now() when the quote arrived (a quote older than 30 s is asked for again before sending). */
  receivedAt: number
}

/** Where a swap is: the form, waiting for the wallet or the chain, a changed quote to accept, or an outcome. */
export type SwapStep =
  | 'form'
  | 'approve-wallet'
  | 'approving'
  | 'requoting'
  | 'quote-changed'
  | 'swap-wallet'
  | 'swapping'
  | 'success'
  | 'failed'

/**
 * What went wrong: declined in the wallet, reverted on chain, the swap service failed, or something else; `message`
 * is what to say, translated where it is shown.
 */
export type SwapFailure = { kind: 'rejected' | 'reverted' | 'api' | 'error'; message: MessageRef }

/** The swap slice: the form, the tokens on offer, the quote and the execution's step. */
export type SwapState = SwapForm & {
  /** GET /v1/convert/tokens of the active network. */
  tokens: SwapToken[]
  tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  quote: SwapQuoteDetails | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'empty' | 'error'
  /** Why the last quote failed, translated where it is shown. */
  quoteError: MessageRef | undefined
  /** The quote's toAmount before it was asked for again and came back worse (step 'quote-changed'). */
  previousToAmount: string | undefined
  /** USD prices by lower-case CAIP-10 address (POST /v1/fungible/price). */
  prices: Record<string, number>
  /** The built transaction's fee in wei (gas × gasPrice of its eip155 fields), once it is built. */
  networkFee: string | undefined
  step: SwapStep
  failure: SwapFailure | undefined
  /** The swap transaction's hash, once sent. */
  hash: string | undefined
}

export const createSwapState = (): SwapState => ({
  sellAddress: undefined,
  buyAddress: undefined,
  amount: undefined,
  tokens: [],
  tokensStatus: 'idle',
  quote: undefined,
  quoteStatus: 'idle',
  quoteError: undefined,
  previousToAmount: undefined,
  prices: {},
  networkFee: undefined,
  step: 'form',
  failure: undefined,
  hash: undefined,
})
