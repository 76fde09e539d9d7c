import { LOGIN_FRAME_NETWORKS, SDK_VERSION, STORAGE_KEYS } from '../../config/constants.js'
import type { CaipNetwork } from '../../config/index.js'
import { checkAuthConnection } from '../../core/auth/checkAuthConnection.js'
import { resumeSocialRedirect } from '../../core/auth/resumeSocialRedirect.js'
import type { WalletKit } from '../../core/WalletKit.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { InvalidProjectIdError } from '../../errors/InvalidProjectIdError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import type {
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterListener,
  Connector,
  ConnectResult,
} from '../ChainAdapter.js'
import { createAdapterEvents } from '../createAdapterEvents.js'
import { type AuthProvider, createAuthProvider } from './createAuthProvider.js'
import { createFrameClient } from './createFrameClient.js'
import { fetchAuthUser } from './fetchAuthUser.js'
import { installAuthHooks } from './installAuthHooks.js'
import { syncFrameWithKit } from './syncFrameWithKit.js'

/** The id of the embedded wallet's connector. */
export const AUTH_CONNECTOR_ID = 'walletkit-auth'

export type CreateAuthAdapterParameters = {
  /** The namespace's other adapter (browser wallets), which keeps working beside the embedded wallet. */
  base?: ChainAdapter | undefined
  /** The namespace when no `base` is given; the auth connector serves eip155 and solana only (spec 6). */
  namespace?: 'eip155' | 'solana' | undefined
  /** Milliseconds before a login-frame request gives up (spec 9: 30 s); the sandbox shortens it. */
  timeout?: number | undefined
}

/** A ChainAdapter with the embedded wallet's connector. */
export type AuthAdapter = ChainAdapter & {
  /** The embedded wallet's provider, once the kit has attached the adapter. */
  authProvider(): AuthProvider | undefined
}

/**
 * The embedded wallet (email, social and Farcaster login through the login frame) as a ChainAdapter of eip155 or
 * solana. Given a `base` adapter of the same namespace, it adds the AUTH connector beside the base's connectors and
 * routes each call to whichever side is connected. The frame is made when the kit attaches the adapter and added to
 * the page when first needed.
 * @example createWalletKit(options, { adapters: [createAuthAdapter({ base: createEip155Adapter() })] })
 */
export function createAuthAdapter(parameters: CreateAuthAdapterParameters = {}): AuthAdapter {
  const { base } = parameters
  const namespace = (base?.namespace ?? parameters.namespace ?? 'eip155') as 'eip155' | 'solana'
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw new NetworkNotFoundError({
      details: `The embedded wallet serves eip155 and solana, not ${namespace}`,
    })
  const events = createAdapterEvents()
  let kit: WalletKit | undefined
  let provider: AuthProvider | undefined
  let connector: Connector | undefined
  let active: 'auth' | 'base' | undefined
  let stopThemeSync: (() => void) | undefined

  const withAuth = (connectors: readonly Connector[]) => (connector ? [...connectors, connector] : connectors)
  const isAuth = (candidate: Connector | undefined) => candidate?.type === 'AUTH'
  const requireProvider = () => {
    if (!provider || !kit)
      throw new ConnectionClientNotSetError({ details: 'The embedded wallet is not attached' })
    return { provider, kit }
  }
  const mount = (network: CaipNetwork | undefined) => {
    const attached = requireProvider()
    const state = attached.kit.store.getState()
    const chainId = network?.id ?? state.networks[namespace]?.caipNetwork?.id ?? 1
    if (attached.provider.frame.isMounted()) return attached
    attached.provider.frame.mount({
      projectId: attached.kit.options.projectId,
      chainId,
      version: SDK_VERSION,
      enableLogger: attached.kit.options.logLevel === 'debug' || attached.kit.options.logLevel === 'trace',
    })
    stopThemeSync?.()
    stopThemeSync = syncFrameWithKit(attached.kit, attached.provider.frame)
    return attached
  }
  const signIn = async (network: CaipNetwork | undefined): Promise<ConnectResult> => {
    const { provider: auth, kit: owner } = mount(network)
    const chainId = network?.id ?? owner.store.getState().networks[namespace]?.caipNetwork?.id ?? 1
    const result = await fetchAuthUser(owner, { frame: auth.frame, namespace, chainId })
    auth.session = { address: result.address, chainId: result.chainId }
    active = 'auth'
    return result
  }

  return {
    namespace,
    authProvider: () => provider,
    start: () => base?.start?.(),
    connectors: () => withAuth(base?.connectors() ?? []),
    on<EventName extends ChainAdapterEventName>(event: EventName, listener: ChainAdapterListener<EventName>) {
      const own = events.on(event, listener)
      const forwarded = base?.on?.(event, (payload) => {
        if (event === 'connectorsChanged') {
          const { connectors } = payload as { connectors: readonly Connector[] }
          listener({ connectors: withAuth(connectors) } as Parameters<typeof listener>[0])
          return
        }
        if (active !== 'auth') listener(payload)
      })
      return () => {
        own()
        forwarded?.()
      }
    },
    async connect({ connector: chosen, network }) {
      if (!isAuth(chosen)) {
        if (!base)
          throw new ConnectionClientNotSetError({ details: `${chosen.name} needs a ${namespace} adapter` })
        const result = await base.connect({ connector: chosen, network })
        active = 'base'
        return result
      }
      return signIn(network)
    },
    async reconnect({ connector: chosen, network }) {
      if (!isAuth(chosen)) {
        const result = await base?.reconnect?.({ connector: chosen, network })
        if (result) active = 'base'
        return result
      }
      const { provider: auth, kit: owner } = mount(network)
      const connected = await checkAuthConnection(owner, {
        isConnected: async () => {
          const token = owner.storage.get(STORAGE_KEYS.sessionToken)
          const answer = await auth.frame.request('IS_CONNECTED', token ? { token } : {})
          return answer.isConnected
        },
      })
      return connected ? signIn(network) : undefined
    },
    async disconnect({ connector: chosen }) {
      if (isAuth(chosen) || (chosen === undefined && active === 'auth')) {
        const { provider: auth } = requireProvider()
        active = undefined
        auth.session = undefined
        auth.emit('accountsChanged', [])
        if (auth.frame.isMounted()) await auth.frame.request('SIGN_OUT', undefined)
        return
      }
      active = undefined
      await base?.disconnect({ connector: chosen })
    },
    async switchNetwork({ network }) {
      if (active !== 'auth') {
        if (!base) throw new ConnectionClientNotSetError({ details: 'No wallet is connected' })
        return base.switchNetwork({ network })
      }
      if (!(LOGIN_FRAME_NETWORKS as readonly string[]).includes(network.caipNetworkId))
        throw new NetworkNotFoundError({
          details: `The embedded wallet does not serve ${network.caipNetworkId}`,
        })
      const { provider: auth } = requireProvider()
      const { chainId } = await auth.frame.request('SWITCH_NETWORK', { chainId: network.id })
      if (auth.session) auth.session = { ...auth.session, chainId }
      auth.emit('chainChanged', `0x${Number(chainId).toString(16)}`)
    },
    async getBalance({ address, network }) {
      if (base?.getBalance) return base.getBalance({ address, network })
      const { provider: auth } = requireProvider()
      const wei = await auth.frame.request('RPC_REQUEST', {
        method: 'eth_getBalance',
        params: [address, 'latest'],
        chainId: network.id,
      })
      return {
        balance: String(Number(BigInt(String(wei))) / 10 ** network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },
    request(request) {
      if (active === 'auth' && provider) return provider.request(request)
      if (base?.request) return base.request(request)
      return Promise.reject(
        new ConnectionClientNotSetError({ details: `No ${namespace} wallet is connected` }),
      )
    },
    getProvider: () => (active === 'auth' ? provider : base?.getProvider?.()),
    attach(context) {
      base?.attach?.(context)
      if (!context.kit || provider) return
      const owner = context.kit
      kit = owner
      const frame = createFrameClient({
        url: owner.options.services.loginFrameUrl,
        timeout: parameters.timeout,
        logger: owner.logger,
        onSessionUpdate: (token) => owner.storage.set(STORAGE_KEYS.sessionToken, token),
        // The configuration refusals are spec 8's debug alerts: DebugAlerts shows them in debug mode.
        onErrorEvent: (error) => {
          if (error instanceof OriginNotAllowedError || error instanceof InvalidProjectIdError)
            owner.events.emit({
              type: 'error',
              event: 'CONNECT_ERROR',
              properties: { error, message: error.message },
            })
        },
        onTimeout: (type) => owner.logger.warn(`The login frame did not answer ${type} in time`),
      })
      provider = createAuthProvider({ frame, namespace, pending: () => context.pending })
      provider.mount = () => void mount(undefined)
      provider.reload = async () => {
        await frame.reload()
        stopThemeSync?.()
        stopThemeSync = frame.isMounted() ? syncFrameWithKit(owner, frame) : undefined
      }
      installAuthHooks(owner, provider)
      owner.auth.provider = provider
      // After the connectors are in state (registerAdapter adds them right after attaching).
      owner.timers.set(
        'auth.resumeSocialRedirect',
        () => {
          resumeSocialRedirect(owner).catch((error: unknown) =>
            owner.logger.error('The social login could not be finished', error),
          )
        },
        0,
      )
      connector = {
        id: AUTH_CONNECTOR_ID,
        name: 'Email and socials',
        type: 'AUTH',
        chain: namespace,
        provider,
      }
    },
    destroy() {
      stopThemeSync?.()
      provider?.frame.destroy()
      base?.destroy?.()
      events.clear()
    },
  }
}
