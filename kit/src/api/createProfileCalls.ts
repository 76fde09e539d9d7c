import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { nameSuggestionsSchema } from './nameSuggestionsSchema.js'
import { pathSegment } from './pathSegment.js'
import { profileNameSchema, profileNamesSchema } from './profileNameSchema.js'
import { registerNameSchema } from './registerNameSchema.js'
import type { WithSignal } from './WithSignal.js'

/**
 * The blockchain API's profile-name rows of spec 7: lookup, reverse lookup, suggestions, registration.
 * @example
 * const { lookupName } = createProfileCalls(context)
 */
export function createProfileCalls({ http }: BlockchainApiContext) {
  return {
    /** GET /v1/profile/account/{name} with apiVersion 2; null when skipped. A name nobody holds answers 404. */
    lookupName({ name, signal }: { name: string } & WithSignal) {
      return http.get({
        path: `/v1/profile/account/${pathSegment(name)}`,
        query: { apiVersion: '2' },
        schema: profileNameSchema,
        empty: null,
        signal,
      })
    },

    /** GET /v1/profile/reverse/{address} with sender and apiVersion 2: the names registered to the address. */
    reverseLookupName({
      address,
      sender,
      signal,
    }: { address: string; sender?: string | undefined } & WithSignal) {
      return http.get({
        path: `/v1/profile/reverse/${pathSegment(address)}`,
        query: { sender, apiVersion: '2' },
        schema: profileNamesSchema,
        empty: [],
        signal,
      })
    },

    /** GET /v1/profile/suggestions/{name} with the name zone (for example a `.id` zone the provider runs). */
    getNameSuggestions({ name, zone, signal }: { name: string; zone: string } & WithSignal) {
      return http.get({
        path: `/v1/profile/suggestions/${pathSegment(name)}`,
        query: { zone },
        schema: nameSuggestionsSchema,
        empty: { suggestions: [] },
        signal,
      })
    },

    /** POST /v1/profile/account with body coin_type (ENSIP-11), address, message (signed JSON) and signature. */
    registerName({
      coinType,
      address,
      message,
      signature,
      signal,
    }: { coinType: number | string; address: string; message: string; signature: string } & WithSignal) {
      return http.post({
        path: '/v1/profile/account',
        body: { coin_type: coinType, address, message, signature },
        schema: registerNameSchema,
        empty: { success: false },
        signal,
      })
    },
  }
}
