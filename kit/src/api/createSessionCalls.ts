import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { pathSegment } from './pathSegment.js'
import { smartSessionsSchema } from './smartSessionSchema.js'
import type { WithSignal } from './WithSignal.js'

/**
 * The blockchain API's smart-session rows of spec 7: list and revoke.
 * @example
 * const { getSessions } = createSessionCalls(context)
 */
export function createSessionCalls({ http, projectId }: BlockchainApiContext) {
  return {
    /** GET /v1/sessions/{address} for a CAIP-10 address. */
    getSessions({ address, signal }: { address: string } & WithSignal) {
      return http.get({
        path: `/v1/sessions/${pathSegment(address)}`,
        schema: smartSessionsSchema,
        empty: { pcis: [] },
        signal,
      })
    },

    /**
     * POST /v1/sessions/{address}/revoke?projectId=… with body pci and signature. The provider answers 202 with no
     * body (spec 7 "not shown"), so the result only says whether the request went out.
     */
    async revokeSession({
      address,
      pci,
      signature,
      signal,
    }: { address: string; pci: string; signature: string } & WithSignal) {
      const whenSkipped = await http.send({
        path: `/v1/sessions/${pathSegment(address)}/revoke`,
        query: { projectId },
        body: { pci, signature },
        empty: { success: false },
        signal,
      })
      return whenSkipped ?? { success: true }
    },
  }
}
