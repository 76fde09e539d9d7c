import type { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import type { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
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
