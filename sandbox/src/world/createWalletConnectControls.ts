import { SandboxError } from '../SandboxError.js'

/** A session proposal or a request the WalletConnect test wallet holds until it is approved or rejected. */
export type WalletConnectPending = { kind: 'proposal' | 'request'; id: number; dapp: string; method?: string }

/** What the test wallet holds now (its `GET state`). */
export type WalletConnectState = {
  pending: WalletConnectPending[]
  sessions: { topic: string; dapp: string; accounts: string[] }[]
  autoApprove: boolean
  /** The address it signs with. */
  address: string
}

/** Which pending item to answer: a session proposal (`'proposal'`), a method such as `personal_sign`, or the oldest. */
export type WalletConnectTarget = 'proposal' | (string & {}) | undefined

/** The WalletConnect test wallet, as a test drives it instead of the panel's "WalletConnect wallet" section. */
export type WalletConnectControls = {
  /** Pairs with the `wc:` URI the page shows (the kit's "Copy link"). */
  pair(uri: string): Promise<void>
  /** Waits (up to `timeout` ms, 10 000 unless given) for a pending item matching `what` and approves it. */
  approve(what?: WalletConnectTarget, options?: { timeout?: number }): Promise<WalletConnectPending>
  /** As `approve`, but rejects it: 5000 for a proposal, 4001 for a request. */
  reject(what?: WalletConnectTarget, options?: { timeout?: number }): Promise<WalletConnectPending>
  /** Approves every proposal and request at once while on. */
  setAutoApprove(on: boolean): Promise<void>
  state(): Promise<WalletConnectState>
}

/**
 * Drives the sandbox's WalletConnect test wallet through its controls (`/__sandbox/walletconnect/*`, answered by the
 * playground's server or by the wallet's own control port), from Node.
 * @example
 * const walletConnect = createWalletConnectControls(world.url)
 * await walletConnect.pair(uri); await walletConnect.approve('proposal'); await walletConnect.approve('personal_sign')
 */
export function createWalletConnectControls(baseUrl: string): WalletConnectControls {
  const call = async (name: string, body?: unknown): Promise<WalletConnectState> => {
    const response = await fetch(new URL(`/__sandbox/walletconnect/${name}`, baseUrl), {
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json' },
    })
    const answer = (await response.json()) as WalletConnectState & { error?: string }
    if (!response.ok) throw new SandboxError(`The WalletConnect test wallet refused ${name}: ${answer.error}`)
    return answer
  }
  const waitFor = async (what: WalletConnectTarget, timeout = 10_000) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const { pending } = await call('state')
      const found = pending.find((item) =>
        what === undefined ? true : what === 'proposal' ? item.kind === 'proposal' : item.method === what,
      )
      if (found) return found
      if (Date.now() > deadline)
        throw new SandboxError(`Nothing like "${what ?? 'any'}" waited in the WalletConnect test wallet`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const answer =
    (action: 'approve' | 'reject') => async (what?: WalletConnectTarget, options?: { timeout?: number }) => {
      const item = await waitFor(what, options?.timeout)
      await call(action, { id: item.id })
      return item
    }
  return {
    pair: async (uri) => void (await call('pair', { uri })),
    approve: answer('approve'),
    reject: answer('reject'),
    setAutoApprove: async (on) => void (await call('auto-approve', { on })),
    state: () => call('state'),
  }
}
