import { LOGIN_FRAME_NETWORKS } from '../../config/loginFrameNetworks.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { FrameApprovalRequiredError } from '../../errors/FrameApprovalRequiredError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { createEmitter } from '../../utils/createEmitter.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import { needsApproval } from '../port/needsApproval.js'
import { parseRpcRequest } from '../port/parseRpcRequest.js'
import type { FrameClient } from './createFrameClient.js'
import type { FrameResponse } from './frameMessages.js'

/** An approval view showing the login frame, where the frame asks the visitor for consent. */
export type FrameApproval = {
  /** Rejects when the approval ends in the kit first: closed, back, cancelled (user-rejected) or timed out. */
  ended: Promise<never>
  /** The frame answered: hides the frame again. */
  finish(): void
}

/** What the kit does for the embedded wallet's requests (the auth layer of `core` installs these). */
export type AuthProviderHooks = {
  /**
   * Opens the kit's approval view, which shows the login frame (its consent screen) for `request`; resolves once the
   * frame is showing, rejects when the visitor leaves first. Without it, requests that need approval are refused.
   */
  approve?(request: ChainAdapterRequest): Promise<FrameApproval>
  /** A request for a method the kit does not know was refused (spec 6, 8: "Action not allowed" after 300 ms). */
  onDisallowed?(error: RpcMethodNotAllowedError): void
  /** The frame was added to the page or reloaded: the kit tells it the app's data and theme. */
  onFrameReady?(frame: FrameClient): void
  /** The account type to ask GET_USER for, given the networks with smart accounts (spec 5); eoa when not installed. */
  accountType?(parameters: {
    smartAccountEnabledNetworks: readonly number[]
    chainId: number | string
  }): string
  /** The frame answered GET_USER: the kit keeps the user with its account type. */
  onUser?(parameters: { user: FrameResponse<'GET_USER'>; preferredAccountType: string }): void
  /** Whether a kept login may be restored (spec 4's connection check around IS_CONNECTED); asks the frame when not installed. */
  checkConnection?(isConnected: () => Promise<boolean>): Promise<boolean>
  /** The frame refused a request with a typed error (spec 8's debug alerts for configuration refusals). */
  onFrameError?(error: Error): void
}

type Listener = (payload: unknown) => void

/** The embedded wallet as an EIP-1193 provider, over the login frame. */
export type AuthProvider = {
  readonly kind: 'walletkit-auth'
  readonly namespace: 'eip155' | 'solana'
  readonly frame: FrameClient
  hooks: AuthProviderHooks
  /** The signed-in account and chain, once connected. */
  session: { address: string; chainId: number | string } | undefined
  request(request: ChainAdapterRequest): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, payload: unknown): void
  /** Adds the login frame to the page, once, on `chainId` (else the namespace's first network). */
  mount(chainId?: number | string | undefined): void
  /** Reloads the login frame (spec 2: after leaving Farcaster unconnected). */
  reload(): Promise<void>
}

/**
 * Creates the embedded wallet's provider. Requests are checked with `parseRpcRequest` (unknown methods refused with
 * "Requested RPC call is not allowed"); safe reads go straight to the frame as RPC_REQUEST; methods that need approval
 * are sent only while the kit's approval view shows the frame (`hooks.approve`), where the visitor approves or rejects
 * inside the frame's origin, and are tracked in `pending`, so they can be aborted.
 * @example const provider = createAuthProvider({ frame, namespace: 'eip155', pending })
 */
export function createAuthProvider({
  frame,
  namespace,
  pending,
}: {
  frame: FrameClient
  namespace: 'eip155' | 'solana'
  pending: () => PendingRequests | undefined
}): AuthProvider {
  const listeners = createEmitter<Record<string, unknown>>()
  const removers = new Map<string, Map<Listener, () => void>>()
  const provider: AuthProvider = {
    kind: 'walletkit-auth',
    namespace,
    frame,
    hooks: {},
    session: undefined,
    request: (request) => requestThroughFrame(provider, request, pending),
    on(event, listener) {
      const forEvent = removers.get(event) ?? new Map()
      forEvent.set(listener, listeners.on(event, listener))
      removers.set(event, forEvent)
    },
    removeListener(event, listener) {
      removers.get(event)?.get(listener)?.()
      removers.get(event)?.delete(listener)
    },
    emit: (event, payload) => listeners.emit(event, payload),
    mount: () => undefined,
    reload: () => frame.reload(),
  }

  return provider
}

/** A host request to the embedded wallet: answered locally, refused, or sent to the frame (after approval). */
async function requestThroughFrame(
  provider: AuthProvider,
  request: ChainAdapterRequest,
  pending: () => PendingRequests | undefined,
): Promise<unknown> {
  const { session, frame } = provider
  if (request.method === 'eth_accounts') return session ? [session.address] : []
  if (!session) throw new ConnectionClientNotSetError({ details: 'The embedded wallet is not connected' })
  if (request.method === 'eth_requestAccounts') return [session.address]
  if (request.method === 'eth_chainId') return `0x${Number(session.chainId).toString(16)}`
  if (request.method === 'wallet_switchEthereumChain') return switchChain(provider, request.params)
  try {
    parseRpcRequest(request)
  } catch (error) {
    if (error instanceof RpcMethodNotAllowedError) provider.hooks.onDisallowed?.(error)
    throw error
  }
  const send = (signal?: AbortSignal, timeout?: false) =>
    frame.request(
      'RPC_REQUEST',
      { method: request.method, params: request.params, chainId: session.chainId },
      { signal, timeout },
    )
  if (isSafeRpcMethod(request.method) || !needsApproval(request.method)) return send()
  const run = (signal: AbortSignal) =>
    sendWithApproval(provider, request, (inner) => send(inner, false), signal)
  const registry = pending()
  return registry ? registry.track(request.method, run) : run(new AbortController().signal)
}

/**
 * Consent happens in the frame's origin (DESIGN "Trust"): the request goes to the frame only while the kit's approval
 * view shows it, and waits as long as the visitor takes there (the approval's own time-out ends it).
 */
async function sendWithApproval(
  provider: AuthProvider,
  request: ChainAdapterRequest,
  send: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  const { approve } = provider.hooks
  if (!approve) throw new FrameApprovalRequiredError({ details: `${request.method} needs the approval view` })
  const approval = await approve(request)
  if (signal.aborted) {
    approval.finish()
    throw new RequestAbortedError({ cause: signal.reason })
  }
  const answer = new AbortController()
  const stop = () => answer.abort(signal.reason)
  signal.addEventListener('abort', stop)
  try {
    if (!provider.frame.isShowing())
      throw new FrameApprovalRequiredError({ details: `The approval view does not show the login frame` })
    return await Promise.race([send(answer.signal), approval.ended])
  } finally {
    signal.removeEventListener('abort', stop)
    answer.abort()
    approval.finish()
  }
}

async function switchChain(provider: AuthProvider, params: unknown): Promise<null> {
  const [target] = Array.isArray(params) ? params : []
  const chainId = Number((target as { chainId?: unknown } | undefined)?.chainId)
  if (!LOGIN_FRAME_NETWORKS.includes(`eip155:${chainId}` as (typeof LOGIN_FRAME_NETWORKS)[number]))
    throw new NetworkNotFoundError({ details: `The embedded wallet does not serve eip155:${chainId}` })
  await provider.frame.request('SWITCH_NETWORK', { chainId })
  if (provider.session) provider.session = { ...provider.session, chainId }
  provider.emit('chainChanged', `0x${chainId.toString(16)}`)
  return null
}
