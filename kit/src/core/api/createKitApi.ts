import type { CreateKitApiParameters, KitApi } from './KitApi.js'
import { lazyClient } from './lazyClient.js'

export type { CreateKitApiParameters, KitApi } from './KitApi.js'

/**
 * The kit's clients, loaded on the first call: the clients and every response schema stay off the page's start-up
 * path, and creating a kit makes no request. A failed load is retried on the next call.
 * @example const api = createKitApi({ options, activeCaipNetworkId: () => 'eip155:1' })
 */
export function createKitApi(parameters: CreateKitApiParameters): KitApi {
  let loading: Promise<KitApi> | undefined
  const load = () => {
    loading ??= import('./createKitApiClients.js').then(
      ({ createKitApiClients }) => createKitApiClients(parameters),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    blockchain: lazyClient(() => load().then((api) => api.blockchain)),
    directory: lazyClient(() => load().then((api) => api.directory)),
    analytics: lazyClient(() => load().then((api) => api.analytics)),
  }
}
