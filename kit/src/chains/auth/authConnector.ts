import { SDK_VERSION, STORAGE_KEYS } from '../../config/constants.js'
import type { CaipNetwork } from '../../config/index.js'
import { LOGIN_FRAME_NETWORKS } from '../../config/loginFrameNetworks.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import { isJwtNotYetValid } from '../../utils/isJwtNotYetValid.js'
import type { Balance, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector, CreateConnector } from '../ChainAdapterPort.js'
import type { ReadSolanaBalanceParameters } from '../solana/readSolanaBalance.js'
import { type AuthProvider, createAuthProvider } from './createAuthProvider.js'
import { createFrameClient } from './createFrameClient.js'

/** The id of the embedded wallet's connector. */
export const AUTH_CONNECTOR_ID = 'walletkit-auth'

/** What the kit gives the embedded wallet when it registers it: the login frame's page. */
export type AuthConnectorSettings = { url: string }

/** The embedded wallet's connector: a ChainConnector the kit configures with its login frame's page. */
export type AuthConnector = ChainConnector & {
  readonly kind: 'walletkit-auth'
  /** Makes the login-frame client and the provider, once; the kit installs the provider's hooks. */
  configure(settings: AuthConnectorSettings): AuthProvider
}

export type AuthConnectorParameters = {
  /** Milliseconds before a login-frame request gives up (spec 9: 30 s); the sandbox shortens it. */
  timeout?: number | undefined
  /** Reads balances through the frame (an adapter with no other balance reader). */
  readBalanceThroughFrame?: boolean | undefined
}

/**
 * The embedded wallet (email, social and Farcaster login through the login frame) as a connector of eip155 or
 * solana. The frame is made when the kit configures the connector and added to the page when first needed.
 * @example createEip155Adapter().addConnector(authConnector({ timeout: 30_000 }))
 */
export function authConnector(parameters: AuthConnectorParameters = {}): CreateConnector {
  return (port) => {
    const namespace = port.namespace
    if (namespace !== 'eip155' && namespace !== 'solana')
      throw new NetworkNotFoundError({
        details: `The embedded wallet serves eip155 and solana, not ${namespace}`,
      })
    const held: { provider?: AuthProvider } = {}
    const requireProvider = () => {
      if (held.provider) return held.provider
      throw new ConnectionClientNotSetError({ details: 'The embedded wallet is not attached' })
    }
    const connector: AuthConnector = {
      id: AUTH_CONNECTOR_ID,
      name: 'Email and socials',
      type: 'AUTH',
      chain: namespace,
      kind: 'walletkit-auth',
      configure(settings) {
        held.provider ??= makeProvider(port, namespace, settings, parameters.timeout)
        return held.provider
      },
      connect: ({ network }) => signIn(requireProvider(), network.id),
      async reconnect({ network }) {
        const provider = requireProvider()
        provider.mount(network?.id)
        const connected = await checkLogin(provider, port)
        return connected ? signIn(provider, network?.id) : undefined
      },
      disconnect: () => signOut(requireProvider()),
      async switchNetwork({ network }) {
        const provider = requireProvider()
        await switchFrameNetwork(provider, network)
        await followAccountType(provider, port, network)
      },
      request: (request) => requireProvider().request(request),
      getProvider: () => held.provider,
      ...(parameters.readBalanceThroughFrame
        ? {
            // On Solana the embedded wallet's balance is read over Solana JSON-RPC (getBalance), not eth_getBalance.
            getBalance: (balance) =>
              port.namespace === 'solana'
                ? readSolanaBalanceLater({ ...balance, rpc: port.rpc })
                : readFrameBalance(requireProvider(), balance),
          }
        : {}),
      destroy: () => held.provider?.frame.destroy(),
    }
    return connector
  }
}

function makeProvider(
  port: ChainAdapterPort,
  namespace: 'eip155' | 'solana',
  { url }: AuthConnectorSettings,
  timeout: number | undefined,
): AuthProvider {
  const frame = createFrameClient({
    url,
    timeout,
    logger: port.logger,
    onSessionUpdate: (token) => {
      port.storage.set(STORAGE_KEYS.sessionToken, token)
      reportTokenNotYetValid(provider, token)
    },
    onErrorEvent: (error) => provider.hooks.onFrameError?.(error),
    onTimeout(type, { ready }) {
      port.logger.warn(`The login frame did not answer ${type} in time`)
      // A frame that never loaded is spec 8's socials load time-out, an "Invalid App Configuration" (debug alert).
      if (!ready)
        provider.hooks.onFrameError?.(
          new OriginNotAllowedError({
            details:
              "The embedded wallet did not load in time (socials load time-out) - check that this origin is on the project's allowlist in your provider's cloud dashboard",
          }),
        )
    },
  })
  const provider = createAuthProvider({ frame, namespace, pending: () => port.pending })
  provider.mount = (chainId) => {
    if (frame.isMounted()) return
    const level = port.logger.level
    frame.mount({
      projectId: port.rpc?.projectId ?? '',
      chainId: chainId ?? port.networks[0]?.id ?? 1,
      version: SDK_VERSION,
      enableLogger: level === 'debug' || level === 'trace',
    })
    provider.hooks.onFrameReady?.(frame)
  }
  provider.reload = async () => {
    await frame.reload()
    if (frame.isMounted()) provider.hooks.onFrameReady?.(frame)
  }
  return provider
}

/**
 * Asks the signed-in frame for its user (spec 7 GET_USER), the account type chosen by the kit's hook (or the one the
 * frame answers it fell back to). Without a network of the kit's own (a session restored before any network is
 * active), the user comes on the chain the frame's session is on (GET_CHAIN_ID), else eip155:1.
 */
async function signIn(provider: AuthProvider, chainId: number | string | undefined): Promise<ConnectResult> {
  provider.mount(chainId)
  const { frame, hooks } = provider
  const on =
    chainId ??
    (await frame.request('GET_CHAIN_ID', undefined).then(
      (answer) => answer.chainId,
      () => 1,
    ))
  const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
  const wanted = hooks.accountType?.({ smartAccountEnabledNetworks, chainId: on }) ?? 'eoa'
  const user = await frame.request('GET_USER', { chainId: on, preferredAccountType: wanted })
  // A frame that could not set up the smart account answers with its eoa (spec 4's fall back): the type it names wins.
  const answered = user.preferredAccountType
  const preferredAccountType = answered === 'eoa' || answered === 'smartAccount' ? answered : wanted
  hooks.onUser?.({ user, preferredAccountType })
  provider.session = { address: user.address, chainId: user.chainId }
  return {
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts?.map((account) => account.address) ?? [user.address],
  }
}

async function checkLogin(provider: AuthProvider, port: ChainAdapterPort): Promise<boolean> {
  const isConnected = async () => {
    const token = port.storage.get(STORAGE_KEYS.sessionToken)
    if (token) reportTokenNotYetValid(provider, token)
    const answer = await provider.frame.request('IS_CONNECTED', token ? { token } : {})
    return answer.isConnected
  }
  return provider.hooks.checkConnection ? provider.hooks.checkConnection(isConnected) : isConnected()
}

/** Spec 8 "Session Expired": a session token that is not yet valid goes to the kit's frame-error hook (a debug alert). */
function reportTokenNotYetValid(provider: AuthProvider, token: string): void {
  if (isJwtNotYetValid(token, Date.now()))
    provider.hooks.onFrameError?.(
      new SessionExpiredError({
        details: 'Session expired - the session token is not valid yet; check the clock',
      }),
    )
}

async function signOut(provider: AuthProvider): Promise<void> {
  provider.session = undefined
  provider.emit('accountsChanged', [])
  if (provider.frame.isMounted()) await provider.frame.request('SIGN_OUT', undefined)
}

async function switchFrameNetwork(provider: AuthProvider, network: CaipNetwork): Promise<void> {
  if (!(LOGIN_FRAME_NETWORKS as readonly string[]).includes(network.caipNetworkId))
    throw new NetworkNotFoundError({ details: `The embedded wallet does not serve ${network.caipNetworkId}` })
  const { chainId } = await provider.frame.request('SWITCH_NETWORK', { chainId: network.id })
  if (provider.session) provider.session = { ...provider.session, chainId }
  provider.emit('chainChanged', `0x${Number(chainId).toString(16)}`)
}

/**
 * After a network switch of a signed-in frame, asks for the user again with the account type chosen for the new chain
 * (spec 5: the smart account only where enabled, the eoa elsewhere) and follows the address when it changed. A frame
 * that fails here leaves the account as it was.
 */
async function followAccountType(provider: AuthProvider, port: ChainAdapterPort, network: CaipNetwork) {
  const before = provider.session?.address
  if (!before) return
  try {
    const { address } = await signIn(provider, network.id)
    if (address.toLowerCase() !== before.toLowerCase())
      port.emitter.emit('accountsChanged', { accounts: [address] })
  } catch (error) {
    port.logger.warn('The login frame did not answer the user after the network switch', error)
  }
}

/** Solana's balance reader, loaded on the first read (only hosts with a Solana embedded wallet need it). */
const readSolanaBalanceLater = async (parameters: ReadSolanaBalanceParameters): Promise<Balance> =>
  (await import('../solana/readSolanaBalance.js')).readSolanaBalance(parameters)

async function readFrameBalance(
  provider: AuthProvider,
  { address, network }: { address: string; network: CaipNetwork },
) {
  const wei = await provider.frame.request('RPC_REQUEST', {
    method: 'eth_getBalance',
    params: [address, 'latest'],
    chainId: network.id,
  })
  return {
    balance: String(Number(BigInt(String(wei))) / 10 ** network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
