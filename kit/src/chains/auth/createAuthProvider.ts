import { LOGIN_FRAME_NETWORKS } from '../../config/constants.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import { needsApproval } from '../port/needsApproval.js'
import { parseRpcRequest } from '../port/parseRpcRequest.js'
import type { FrameClient } from './createFrameClient.js'

/** What the kit does for the embedded wallet's requests (the auth layer of `core` installs these). */
export type AuthProviderHooks = {
  /** Shows the request in the kit's sign-message or approve-transaction view; rejects when the visitor declines. */
  approve?(request: ChainAdapterRequest): Promise<void>
  /** A request for a method the kit does not know was refused (spec 6, 8: "Action not allowed" after 300 ms). */
  onDisallowed?(error: RpcMethodNotAllowedError): void
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
  /** Adds the login frame to the page with the kit's query, once (the adapter sets it when the kit attaches it). */
  mount?: (() => void) | undefined
  /** Reloads the login frame (spec 2: after leaving Farcaster unconnected). */
  reload(): Promise<void>
}

/**
 * Creates the embedded wallet's provider. Requests are checked with `parseRpcRequest` (unknown methods refused with
 * "Requested RPC call is not allowed"); safe reads go straight to the frame as RPC_REQUEST; methods that need approval
 * are shown to the visitor first (`hooks.approve`) and tracked in `pending`, so they can be aborted.
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
  const listeners = new Map<string, Set<Listener>>()
  const provider: AuthProvider = {
    kind: 'walletkit-auth',
    namespace,
    frame,
    hooks: {},
    session: undefined,
    async request(request) {
      const { session } = provider
      if (request.method === 'eth_accounts') return session ? [session.address] : []
      if (!session) throw new ConnectionClientNotSetError({ details: 'The embedded wallet is not connected' })
      if (request.method === 'eth_requestAccounts') return [session.address]
      if (request.method === 'eth_chainId') return `0x${Number(session.chainId).toString(16)}`
      if (request.method === 'wallet_switchEthereumChain') return switchChain(request.params)
      try {
        parseRpcRequest(request)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) provider.hooks.onDisallowed?.(error)
        throw error
      }
      const send = (signal?: AbortSignal) =>
        frame.request(
          'RPC_REQUEST',
          { method: request.method, params: request.params, chainId: session.chainId },
          { signal },
        )
      if (isSafeRpcMethod(request.method) || !needsApproval(request.method)) return send()
      const run = async (signal: AbortSignal) => {
        await provider.hooks.approve?.(request)
        return send(signal)
      }
      const registry = pending()
      return registry ? registry.track(request.method, run) : run(new AbortController().signal)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    reload: () => frame.reload(),
  }

  async function switchChain(params: unknown): Promise<null> {
    const [target] = Array.isArray(params) ? params : []
    const chainId = Number((target as { chainId?: unknown } | undefined)?.chainId)
    if (!LOGIN_FRAME_NETWORKS.includes(`eip155:${chainId}` as (typeof LOGIN_FRAME_NETWORKS)[number]))
      throw new NetworkNotFoundError({ details: `The embedded wallet does not serve eip155:${chainId}` })
    await frame.request('SWITCH_NETWORK', { chainId })
    if (provider.session) provider.session = { ...provider.session, chainId }
    provider.emit('chainChanged', `0x${chainId.toString(16)}`)
    return null
  }
  return provider
}
