import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../createNamespaceAdapter.js'
import { AUTH_CONNECTOR_ID, authConnector } from './authConnector.js'

export { AUTH_CONNECTOR_ID }

export type CreateAuthAdapterParameters = {
  /** The namespace's adapter (browser wallets), which gets the embedded wallet's connector beside its own. */
  base?: NamespaceAdapter | undefined
  /** The namespace when no `base` is given; the auth connector serves eip155 and solana only (spec 6). */
  namespace?: 'eip155' | 'solana' | undefined
  /** Milliseconds before a login-frame request gives up (spec 9: 30 s); the sandbox shortens it. */
  timeout?: number | undefined
}

/** A namespace adapter with the embedded wallet's connector. */
export type AuthAdapter = NamespaceAdapter

/**
 * The embedded wallet (email, social and Farcaster login through the login frame): adds its connector to `base`,
 * the namespace's adapter, and returns it (or, without `base`, an adapter of `namespace` with only that connector).
 * The frame is made when the kit registers the adapter and added to the page when first needed.
 * @example createWalletKit(options, { adapters: [createAuthAdapter({ base: createEip155Adapter() })] })
 */
export function createAuthAdapter(parameters: CreateAuthAdapterParameters = {}): AuthAdapter {
  const { base, timeout } = parameters
  const namespace = base?.namespace ?? parameters.namespace ?? 'eip155'
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw new NetworkNotFoundError({
      details: `The embedded wallet serves eip155 and solana, not ${namespace}`,
    })
  if (base) {
    base.addConnector(authConnector({ timeout }))
    return base
  }
  return createNamespaceAdapter({
    namespace,
    connectors: [authConnector({ timeout, readBalanceThroughFrame: true })],
  })
}
