import { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import type { CreateKitApiParameters, KitApi } from './KitApi.js'

/**
 * Builds the kit's real clients from its options (loaded on the first API call; see createKitApi). The
 * supported-chains list is fetched once, on the first blockchain API call, and every later call is skipped with
 * its empty default on a network it lacks (spec 7); if the list cannot be fetched, calls go ahead.
 * @example const api = createKitApiClients({ options, activeCaipNetworkId: () => 'eip155:1' })
 */
export function createKitApiClients({ options, activeCaipNetworkId, fetch }: CreateKitApiParameters): KitApi {
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
