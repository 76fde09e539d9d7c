import type { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import type { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import type { ResolvedWalletKitOptions } from '../../config/walletKitOptionsSchema.js'
import { lazyClient } from './lazyClient.js'

/** The provider-service clients of one kit instance. */
export type KitApi = {
  blockchain: ReturnType<typeof createBlockchainApiClient>
  directory: ReturnType<typeof createWalletDirectoryClient>
  analytics: ReturnType<typeof createAnalyticsClient>
}

export type CreateKitApiParameters = {
  options: ResolvedWalletKitOptions
  /** The active network's CAIP-2 id, read on each call. */
  activeCaipNetworkId: () => string | undefined
  fetch?: typeof globalThis.fetch | undefined
}

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
