import type { HttpClient } from './createHttpClient.js'

/** What each group of blockchain API calls shares (built once by createBlockchainApiClient). */
export type BlockchainApiContext = {
  http: HttpClient
  projectId: string
  /** The active network's support (spec 7); false when the host's check fails. */
  isNetworkSupported: () => Promise<boolean>
}
