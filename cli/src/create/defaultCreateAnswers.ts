import type { CreateAnswers } from './CreateAnswers.js'
import { DEFAULT_FEATURES } from './features.js'
import { DEFAULT_NETWORKS, NETWORK_NAMES, type NetworkName, namespaceOf } from './knownNetworks.js'
import { detectPackageManager } from './packageManagers.js'

/** The project name when none is given and nothing may be asked. */
export const DEFAULT_PROJECT_NAME = 'walletkit-app'

/**
 * Fills every answer the flags left out with its default (spec 1's features, Ethereum and Base, eip155, the
 * visitor's browser language).
 * @example defaultCreateAnswers({ projectName: 'my-app' }, {}).features // the spec 1 defaults
 */
export function defaultCreateAnswers(
  given: Partial<CreateAnswers>,
  env: Record<string, string | undefined>,
): CreateAnswers {
  const namespaces = given.namespaces ?? [
    ...new Set(given.networks ? given.networks.map(namespaceOf) : ['eip155']),
  ]
  return {
    projectName: given.projectName ?? DEFAULT_PROJECT_NAME,
    template: given.template ?? 'vite-react-ts',
    projectId: given.projectId ?? '',
    namespaces,
    networks: given.networks ?? defaultNetworksFor(namespaces),
    features: given.features ?? [...DEFAULT_FEATURES],
    locale: given.locale,
    install: given.install ?? true,
    packageManager: given.packageManager ?? detectPackageManager(env),
  }
}

/**
 * The default networks within some namespaces: Ethereum and Base for eip155, the first known network of each other.
 * @example defaultNetworksFor(['eip155', 'solana']) // ['ethereum', 'base', 'solana']
 */
export function defaultNetworksFor(namespaces: readonly string[]): NetworkName[] {
  return namespaces.flatMap((namespace) => {
    const defaults = DEFAULT_NETWORKS.filter((name) => namespaceOf(name) === namespace)
    if (defaults.length > 0) return defaults
    const first = NETWORK_NAMES.find((name) => namespaceOf(name) === namespace)
    return first ? [first] : []
  })
}
