import { SWAP_SLIPPAGE_TOLERANCE } from '../config/swapConstants.js'
import { GasPriceNetworkUnsupportedError } from '../errors/GasPriceNetworkUnsupportedError.js'
import { SwapsNetworkUnsupportedError } from '../errors/SwapsNetworkUnsupportedError.js'
import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { gasPriceSchema } from './gasPriceSchema.js'
import { swapAllowanceSchema } from './swapAllowanceSchema.js'
import { swapQuotesSchema } from './swapQuotesSchema.js'
import { swapTokensSchema } from './swapTokenSchema.js'
import { approveTransactionSchema, swapTransactionSchema } from './swapTransactionSchema.js'
import type { WithSignal } from './WithSignal.js'

/** CAIP-10 asset addresses and the account that swaps. */
type SwapPair = { from: string; to: string; userAddress: string }

/** GET /v1/convert/quotes's parameters. */
type SwapQuotesParameters = SwapPair & { amount: string; gasPrice: string } & WithSignal
/** GET /v1/convert/allowance's parameters. */
type SwapAllowanceParameters = { tokenAddress: string; userAddress: string } & WithSignal
/** POST /v1/convert/build-transaction's parameters. */
type BuildSwapTransactionParameters = SwapPair & {
  amount: string
  disableEstimate?: boolean | undefined
  slippage?: number
} & WithSignal

/**
 * The blockchain API's convert (swap) rows of spec 7. Quotes, tokens and allowance return empty results on an
 * unsupported network; gas price and the two transaction builders throw spec 8's errors instead, since a swap
 * cannot go on without them.
 * @example
 * const { getSwapQuotes } = createConvertCalls(context)
 */
export function createConvertCalls({ http, projectId, isNetworkSupported }: BlockchainApiContext) {
  return {
    /** GET /v1/convert/quotes with amount (base units), userAddress, from, to and gasPrice. */
    getSwapQuotes({ amount, userAddress, from, to, gasPrice, signal }: SwapQuotesParameters) {
      return http.get({
        path: '/v1/convert/quotes',
        query: { amount, userAddress, from, to, gasPrice },
        schema: swapQuotesSchema,
        empty: { quotes: [] },
        signal,
      })
    },

    /** GET /v1/convert/tokens for a CAIP-2 chain. */
    getSwapTokens({ chainId, signal }: { chainId: string } & WithSignal) {
      return http.get({
        path: '/v1/convert/tokens',
        query: { chainId },
        schema: swapTokensSchema,
        empty: { tokens: [] },
        signal,
      })
    },

    /** GET /v1/convert/allowance with tokenAddress and userAddress; '0' when skipped. */
    getSwapAllowance({ tokenAddress, userAddress, signal }: SwapAllowanceParameters) {
      return http.get({
        path: '/v1/convert/allowance',
        query: { tokenAddress, userAddress },
        schema: swapAllowanceSchema,
        empty: { allowance: '0' },
        signal,
      })
    },

    /** GET /v1/convert/gas-price for a CAIP-2 chain; throws "Network not supported for Gas Price" when unsupported. */
    async getGasPrice({ chainId, signal }: { chainId: string } & WithSignal) {
      if (!(await isNetworkSupported())) throw new GasPriceNetworkUnsupportedError()
      return http.get({ path: '/v1/convert/gas-price', query: { chainId }, schema: gasPriceSchema, signal })
    },

    /**
     * POST /v1/convert/build-transaction with body amount, eip155.slippage (spec 9 tolerance 1), projectId, from,
     * to, userAddress, disableEstimate; throws "Network not supported for Swaps" when unsupported.
     */
    async buildSwapTransaction(parameters: BuildSwapTransactionParameters) {
      const {
        amount,
        from,
        to,
        userAddress,
        disableEstimate,
        slippage = SWAP_SLIPPAGE_TOLERANCE,
        signal,
      } = parameters
      if (!(await isNetworkSupported())) throw new SwapsNetworkUnsupportedError()
      return http.post({
        path: '/v1/convert/build-transaction',
        body: { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate },
        schema: swapTransactionSchema,
        signal,
      })
    },

    /** GET /v1/convert/build-approve with userAddress, from, to; throws "Network not supported for Swaps" when unsupported. */
    async buildApproveTransaction({ from, to, userAddress, signal }: SwapPair & WithSignal) {
      if (!(await isNetworkSupported())) throw new SwapsNetworkUnsupportedError()
      return http.get({
        path: '/v1/convert/build-approve',
        query: { userAddress, from, to },
        schema: approveTransactionSchema,
        signal,
      })
    },
  }
}
