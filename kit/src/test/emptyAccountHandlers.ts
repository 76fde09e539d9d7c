// Test support for DOM tests that open Account: its tabs ask the blockchain API as soon as they show.
import { type HttpHandler, HttpResponse, http } from 'msw'

/** The kit's default blockchain API (`services.blockchainApiUrl` when a test gives none). */
const DEFAULT_BLOCKCHAIN_API = 'https://rpc.walletconnect.org'

/**
 * msw handlers for an account with nothing to show: one supported network, no tokens, no activity, no NFTs.
 * @example setupTestServer(...emptyAccountHandlers())
 */
export function emptyAccountHandlers(api = DEFAULT_BLOCKCHAIN_API): HttpHandler[] {
  return [
    http.get(`${api}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
    http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    http.get(`${api}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
    http.get(`${api}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [], next: null })),
  ]
}
