import { TIMINGS } from '../../config/index.js'
import type { Timers } from '../../utils/createTimers.js'
import { isPairingExpired } from './isPairingExpired.js'
import { peerOf } from './peerOf.js'
import { toWalletConnectError } from './toWalletConnectError.js'
import type { WalletConnectProvider, WalletConnectSession } from './WalletConnectProvider.js'
import type { WalletConnectState } from './WalletConnectState.js'

const PAIRING_TIMER = 'walletconnect:pairing'

/** The pairing on offer: its URI's expiry and renewal, and the offer a visitor may leave. */
export type WalletConnectPairing = {
  /** Takes a URI the provider made: reported with its expiry, renewed just before the spec's margin. */
  onUri(uri: string): void
  /** Offers pairings until the wallet approves one (resolves) or refuses (rejects). */
  offer(provider: WalletConnectProvider): Promise<WalletConnectSession>
  /** Gives the offer under way up with `error`. */
  reject(error: unknown): void
  /** Forgets the offer under way without settling it. */
  destroy(): void
}

/**
 * Creates the pairing part of a WalletConnect connection (spec 4, 9: a pairing with 10 s or less left is replaced
 * by a fresh URI without the visitor asking).
 * @example const pairing = createWalletConnectPairing({ timers, pairingExpiry, namespaces, report })
 */
export function createWalletConnectPairing(parameters: {
  timers: Timers
  pairingExpiry: number
  namespaces: Record<string, unknown>
  report(patch: Partial<WalletConnectState>): void
}): WalletConnectPairing {
  const { timers, pairingExpiry, report } = parameters
  const state: { attempt: number; expiry?: number | undefined; retry?: (() => void) | undefined } = {
    attempt: 0,
  }
  const settlers: { reject?: ((error: unknown) => void) | undefined } = {}
  const stop = () => {
    timers.clear(PAIRING_TIMER)
    state.expiry = undefined
    state.retry = undefined
    settlers.reject = undefined
    report({ uri: undefined, expiry: undefined })
  }
  return {
    onUri(uri) {
      state.expiry = Date.now() + pairingExpiry
      report({ uri, expiry: state.expiry })
      const renew = () => {
        if (isPairingExpired(state.expiry)) state.retry?.()
      }
      timers.set(PAIRING_TIMER, renew, Math.max(0, pairingExpiry - TIMINGS.pairingExpiryMargin))
    },
    offer: (provider) =>
      new Promise<WalletConnectSession>((resolve, reject) => {
        state.retry = () => propose(provider, parameters, state, stop, { resolve, reject })
        settlers.reject = reject
        state.retry()
      }),
    reject(error) {
      const give = settlers.reject
      if (!give) return
      state.attempt++
      stop()
      give(error)
    },
    destroy() {
      state.attempt++
      state.retry = undefined
      settlers.reject = undefined
      timers.clear(PAIRING_TIMER)
    },
  }
}

/** Asks the wallet for a session once; an answer to an offer replaced since (a renewed URI) is ignored. */
function propose(
  provider: WalletConnectProvider,
  parameters: { namespaces: Record<string, unknown>; report(patch: Partial<WalletConnectState>): void },
  state: { attempt: number },
  stop: () => void,
  settle: { resolve(session: WalletConnectSession): void; reject(error: unknown): void },
): void {
  const mine = ++state.attempt
  const current = () => mine === state.attempt
  provider.connect({ optionalNamespaces: parameters.namespaces }).then(
    (session) => {
      if (!current() || !session) return
      stop()
      parameters.report({ peer: peerOf(session) })
      settle.resolve(session)
    },
    (error: unknown) => {
      if (!current()) return
      stop()
      settle.reject(toWalletConnectError(error))
    },
  )
}
