import type {
  WalletConnectProvider,
  WalletConnectProviderClass,
  WalletConnectSession,
} from '../chains/walletconnect/WalletConnectProvider.js'

type Proposal = {
  uri: string
  namespaces: Record<string, unknown>
  /** Approves with CAIP-10 accounts; `metadata` replaces the wallet's (a wallet may leave out `icons`). */
  approve(accounts: string[], metadata?: Record<string, unknown>): void
  reject(error: { code: number; message: string }): void
}

/**
 * A stand-in for UniversalProvider in unit tests: each `connect` shows a new URI and waits for the test to
 * approve (with CAIP-10 accounts) or reject it; requests are recorded and answered by `answer`.
 * @example const fake = createFakeUniversalProvider(); addWalletConnect(kit, { loadProvider: fake.loadProvider })
 */
export function createFakeUniversalProvider() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const proposals: Proposal[] = []
  const requests: { method: string; params: unknown; chain: string | undefined }[] = []
  const inits: Record<string, unknown>[] = []
  const state = { disconnects: 0, defaultChain: undefined as string | undefined }
  let answer: (request: { method: string; params: unknown }) => unknown = () => null

  const emit = (event: string, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const sessionOf = (accounts: string[], metadata?: Record<string, unknown>): WalletConnectSession => {
    const namespaces: WalletConnectSession['namespaces'] = {}
    for (const account of accounts) {
      const [namespace = '', reference = ''] = account.split(':')
      const entry = namespaces[namespace] ?? { accounts: [], chains: [], methods: [], events: [] }
      entry.accounts.push(account)
      if (!entry.chains?.includes(`${namespace}:${reference}`))
        entry.chains?.push(`${namespace}:${reference}`)
      namespaces[namespace] = entry
    }
    return {
      topic: `session-${proposals.length}`,
      namespaces,
      peer: {
        metadata: (metadata ?? {
          name: 'Fake Wallet',
          description: '',
          url: 'https://wallet.test',
          icons: [],
        }) as WalletConnectSession['peer']['metadata'],
      },
    }
  }

  const provider: WalletConnectProvider = {
    session: undefined,
    connect({ optionalNamespaces }) {
      const uri = `wc:${'ab'.repeat(16)}${proposals.length}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`
      return new Promise((resolve, reject) => {
        proposals.push({
          uri,
          namespaces: optionalNamespaces,
          approve(accounts, metadata) {
            provider.session = sessionOf(accounts, metadata)
            resolve(provider.session)
          },
          reject,
        })
        emit('display_uri', uri)
      })
    },
    async disconnect() {
      state.disconnects++
      provider.session = undefined
    },
    async request({ method, params }, chain) {
      requests.push({ method, params, chain })
      return answer({ method, params })
    },
    setDefaultChain(chain) {
      state.defaultChain = chain
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: unknown) => void)
      listeners.set(event, set)
    },
  }
  const loadProvider = async (): Promise<WalletConnectProviderClass> => ({
    async init(options) {
      inits.push(options)
      return provider
    },
  })
  return {
    provider,
    loadProvider,
    proposals,
    requests,
    inits,
    state,
    emit,
    answerWith(handler: typeof answer) {
      answer = handler
    },
  }
}
