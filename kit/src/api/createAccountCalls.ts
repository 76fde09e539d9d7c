import { TransactionsAccountAddressRequiredError } from '../errors/TransactionsAccountAddressRequiredError.js'
import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { fungiblePriceSchema } from './fungiblePriceSchema.js'
import { identitySchema } from './identitySchema.js'
import { pathSegment } from './pathSegment.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'
import { balancesSchema } from './tokenBalanceSchema.js'
import { transactionHistorySchema } from './transactionSchema.js'
import type { WithSignal } from './WithSignal.js'

/**
 * The blockchain API's account rows of spec 7: supported chains, identity, history, balance, fungible price.
 * @example
 * const { getTransactions } = createAccountCalls(context)
 */
export function createAccountCalls({ http, projectId }: BlockchainApiContext) {
  return {
    /** GET v1/supported-chains. Never skipped: it is how the kit learns which networks are supported. */
    getSupportedChains({ signal }: WithSignal = {}) {
      return http.get({ path: 'v1/supported-chains', schema: supportedChainsSchema, signal })
    },

    /** GET /v1/identity/{address} with the connected `sender`; avatar and name, both null when skipped. */
    getIdentity({ address, sender, signal }: { address: string; sender?: string | undefined } & WithSignal) {
      const empty = { avatar: null, name: null }
      return http.get({
        path: `/v1/identity/${pathSegment(address)}`,
        query: { sender },
        schema: identitySchema,
        empty,
        signal,
      })
    },

    /** GET /v1/account/{account}/history: one page of transactions; throws without an account (spec 5). */
    async getTransactions({
      account,
      cursor,
      onramp,
      chainId,
      signal,
    }: {
      account: string
      cursor?: string | undefined
      onramp?: string | undefined
      chainId?: string | undefined
    } & WithSignal) {
      if (!account) throw new TransactionsAccountAddressRequiredError()
      return http.get({
        path: `/v1/account/${pathSegment(account)}/history`,
        query: { cursor, onramp, chainId },
        schema: transactionHistorySchema,
        empty: { data: [], next: null },
        signal,
      })
    },

    /** GET /v1/account/{address}/balance in usd, optionally for one chain and forcing a refresh. */
    getBalances({
      address,
      chainId,
      forceUpdate,
      signal,
    }: { address: string; chainId?: string | undefined; forceUpdate?: string | undefined } & WithSignal) {
      return http.get({
        path: `/v1/account/${pathSegment(address)}/balance`,
        query: { currency: 'usd', chainId, forceUpdate },
        schema: balancesSchema,
        empty: { balances: [] },
        signal,
      })
    },

    /** POST /v1/fungible/price with body currency, addresses (CAIP-10) and projectId. */
    getTokenPrices({
      addresses,
      currency = 'usd',
      signal,
    }: { addresses: string[]; currency?: string } & WithSignal) {
      return http.post({
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId },
        schema: fungiblePriceSchema,
        empty: { fungibles: [] },
        signal,
      })
    },
  }
}
