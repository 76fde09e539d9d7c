import { createAnalyticsClient } from '../../api/createAnalyticsClient.js'
import { createBlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import { toConfigurationError } from '../../api/toConfigurationError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import type { CreateKitApiParameters, KitApi } from './KitApi.js'
import { watchAnswers } from './watchAnswers.js'

/** The alerts a 403 can raise; a call that succeeds ends them. */
const FORBIDDEN_ALERTS = ['OriginNotAllowedError', 'InvalidProjectIdError', 'ProjectIdNotConfiguredError']

/**
 * Builds the kit's real clients from its options (loaded on the first API call; see createKitApi). The
 * supported-chains list is fetched once, on the first blockchain API call, and every later call is skipped with
 * its empty default on a network it lacks (spec 7); if the list cannot be fetched, calls go ahead. `alerts` hears
 * the configuration problems of spec 8: a 403 whose body names one, an active network not in the list.
 * @example const api = createKitApiClients({ options, activeCaipNetworkId: () => 'eip155:1' })
 */
export function createKitApiClients({
  options,
  activeCaipNetworkId,
  fetch,
  alerts,
}: CreateKitApiParameters): KitApi {
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
      if (!chains) return true
      const isSupported = active !== undefined && chains.has(active)
      if (isSupported) alerts?.reset(['NetworkNotFoundError'])
      else if (active !== undefined)
        alerts?.report(
          new NetworkNotFoundError({
            details: `The blockchain API does not list ${active} among its supported networks`,
          }),
        )
      return isSupported
    },
  })
  const onAnswer = (error: unknown) => {
    const problem = error === undefined ? undefined : toConfigurationError(error)
    if (problem) alerts?.report(problem)
    else if (error === undefined) alerts?.reset(FORBIDDEN_ALERTS)
  }

  return {
    blockchain: watchAnswers(blockchain, onAnswer),
    directory: watchAnswers(
      createWalletDirectoryClient({ baseUrl: services.walletDirectoryUrl, projectId, fetch }),
      onAnswer,
    ),
    analytics: createAnalyticsClient({
      analyticsUrl: services.analyticsUrl,
      walletDirectoryUrl: services.walletDirectoryUrl,
      projectId,
      fetch,
    }),
  }
}
