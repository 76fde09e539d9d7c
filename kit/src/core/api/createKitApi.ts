import { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import type { ResolvedWalletKitOptions } from '../../config/walletKitOptionsSchema.js'

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
 * Builds the kit's clients from its options. Makes no request: the supported-chains list is fetched once, on the
 * first blockchain API call, and every later call is skipped with its empty default on a network it lacks (spec 7).
 * If the list cannot be fetched, calls go ahead (the provider's own answer then decides).
 * @example const api = createKitApi({ options, activeCaipNetworkId: () => 'eip155:1' })
 */
export function createKitApi({ options, activeCaipNetworkId, fetch }: CreateKitApiParameters): KitApi {
  const { projectId, services, clientId } = options
  let supported: Promise<Set<string> | undefined> | undefined

  const blockchain = createBlockchainApiClient({
    baseUrl: services.blockchainApiUrl,
    projectId,
    clientId,
    fetch,
    isNetworkSupported: async () => {
      supported ??= blockchain.getSupportedChains().then(
        ({ http }) => new Set(http),
        () => undefined,
      )
      const chains = await supported
      const active = activeCaipNetworkId()
      return !chains || (active !== undefined && chains.has(active))
    },
  })

  return {
    blockchain,
    directory: createWalletDirectoryClient({ baseUrl: services.walletDirectoryUrl, projectId, fetch }),
    analytics: createAnalyticsClient({
      analyticsUrl: services.analyticsUrl,
      walletDirectoryUrl: services.walletDirectoryUrl,
      projectId,
      fetch,
    }),
  }
}
