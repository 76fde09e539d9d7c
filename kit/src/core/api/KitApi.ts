import type { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import type { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import type { ResolvedWalletKitOptions } from '../../config/walletKitOptionsSchema.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'

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
  /**
   * Hears the configuration problems the provider services reveal (spec 8's debug alerts): a 403 of the blockchain API
   * or wallet directory, an active network the blockchain API does not serve; and, by error class name, those gone.
   */
  alerts?: ConfigurationAlerts | undefined
}

/** Where the clients report configuration problems (`report`) and their end (`reset`, by error class names). */
type ConfigurationAlerts = {
  report(error: WalletKitError): void
  reset(names: readonly string[]): void
}
