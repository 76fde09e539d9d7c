import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type SandboxSolanaAccount, sandboxSolanaAccounts } from '@walletkit/fixtures'
import { answerPolkadotRequest } from './answerPolkadotRequest.js'
import { answerSolanaRequest } from './answerSolanaRequest.js'
import { answerWalletRequest } from './answerWalletRequest.js'
import { buildTestWalletNamespaces, proposedChains } from './buildTestWalletNamespaces.js'
import { createOfflineCore } from './createOfflineCore.js'
import { MemoryStorage } from './MemoryStorage.js'
import { createSandboxPolkadotKey } from './sandboxPolkadotKey.js'
import type { TestWalletWorld } from './TestWalletWorld.js'

/** Parameters of {@link startTestWallet}. */
export type StartTestWalletParameters = {
  relayUrl: string
  world: TestWalletWorld
  /** Approve every proposal and request at once; off unless given (the panel or a test decides). */
  autoApprove?: boolean
}

/** A session proposal or request waiting for approve or reject. */
type TestWalletPending =
  | { kind: 'proposal'; id: number; dapp: string; url: string; chains: string[] }
  | {
      kind: 'request'
      id: number
      topic: string
      method: string
      params: unknown
      chainId: string
      dapp: string
    }

/** What the panel shows: pending items, live sessions, the auto-approve setting. */
type TestWalletSnapshot = {
  pending: TestWalletPending[]
  sessions: { topic: string; dapp: string; accounts: string[] }[]
  autoApprove: boolean
  /** The address the wallet signs with. */
  address: string
  /** The same person's Solana address (base58, from `sandboxSolanaAccounts`). */
  solanaAddress: string
  /** The same person's Polkadot address (SS58, prefix 42). */
  polkadotAddress: string
}

/** The sandbox's WalletConnect wallet, in Node. */
export type TestWallet = {
  pair(uri: string): Promise<void>
  snapshot(): TestWalletSnapshot
  approve(id: number): Promise<void>
  reject(id: number): Promise<void>
  setAutoApprove(on: boolean): void
  /** The chains and accounts to use, once the sandbox knows them (the wallet starts beside the chains). */
  setWorld(world: TestWalletWorld): void
  /** Ends every session from the wallet's side. */
  disconnectAll(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the test wallet: a @walletconnect/sign-client wallet on the local relay signing with the first sandbox
 * account on the local chains. Proposals and requests wait in `snapshot().pending` for `approve` or `reject` (the
 * panel's buttons), unless auto-approve is on. Verify is answered locally, so nothing leaves 127.0.0.1.
 * @example const wallet = await startTestWallet({ relayUrl: relay.url, world }); await wallet.pair(uri)
 */
export async function startTestWallet({
  relayUrl,
  world: initialWorld,
  autoApprove = false,
}: StartTestWalletParameters): Promise<TestWallet> {
  let world = initialWorld
  const accountOf = () => {
    const account = world.accounts[0]
    if (!account) throw new Error('The sandbox world has no account for the test wallet')
    return account
  }
  const projectId = 'sandbox'
  const client = await SignClient.init({
    core: createOfflineCore({
      projectId,
      relayUrl,
      logger: 'silent',
      customStoragePrefix: 'sandbox-wallet',
      storage: new MemoryStorage(),
    }),
    projectId,
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'sandbox-wallet',
    storage: new MemoryStorage(),
    metadata: {
      name: 'Sandbox WalletConnect Wallet',
      description: 'The sandbox test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const pending = new Map<
    number,
    { item: TestWalletPending; approve(): Promise<void>; reject(): Promise<void> }
  >()
  let auto = autoApprove

  const queue = async (
    item: TestWalletPending,
    approve: () => Promise<void>,
    reject: () => Promise<void>,
  ) => {
    if (auto) return approve()
    pending.set(item.id, { item, approve, reject })
  }

  // The same person's Solana and Polkadot keys (Alice's unless the world's first account is another).
  const solanaOf = (): SandboxSolanaAccount =>
    sandboxSolanaAccounts.find(({ label }) => label === accountOf().label) ??
    (sandboxSolanaAccounts[0] as never)
  const polkadotOf = () => createSandboxPolkadotKey(solanaOf().label)
  const dappOf = (metadata: SignClientTypes.Metadata | undefined) => metadata?.name ?? 'Unknown dapp'

  client.on('session_proposal', ({ id, params }) => {
    const chains = world.chains.map((chain) => chain.caipNetworkId)
    const account = accountOf()
    void queue(
      {
        kind: 'proposal',
        id,
        dapp: dappOf(params.proposer.metadata),
        url: params.proposer.metadata.url,
        chains: proposedChains(params),
      },
      async () => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: buildTestWalletNamespaces(params, {
            eip155Chains: chains,
            evm: account.address,
            solana: solanaOf().address,
            polkadot: polkadotOf().address,
          }),
        })
        const { acknowledged } = await client.approve({ id, namespaces })
        await acknowledged()
      },
      () => client.reject({ id, reason: getSdkError('USER_REJECTED') }),
    )
  })

  client.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    const session = client.session.get(topic)
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    void queue(
      {
        kind: 'request',
        id,
        topic,
        method: request.method,
        params: request.params,
        chainId,
        dapp: dappOf(session.peer.metadata),
      },
      async () => {
        try {
          const result = request.method.startsWith('solana_')
            ? await answerSolanaRequest({ request, seed: solanaOf().seed, rpcUrl: world.solana?.rpcUrl })
            : request.method.startsWith('polkadot_')
              ? answerPolkadotRequest(request, polkadotOf())
              : await answerWalletRequest({ request, chainId, account: accountOf(), world })
          if (
            request.method === 'wallet_switchEthereumChain' &&
            typeof result === 'object' &&
            result !== null
          ) {
            const { chainId: switched } = result as { chainId: string }
            await respond({ result: null })
            await client.emit({
              topic,
              chainId: switched,
              event: { name: 'chainChanged', data: Number(switched.split(':')[1]) },
            })
            return
          }
          await respond({ result })
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          const code = (error as { code?: unknown }).code
          await respond({ error: { code: typeof code === 'number' ? code : -32000, message } })
        }
      },
      () => respond({ error: { code: 4001, message: 'User rejected the request.' } }),
    )
  })

  client.on('session_delete', () => undefined)

  const settle = async (id: number, how: 'approve' | 'reject') => {
    const entry = pending.get(id)
    if (!entry) throw new Error(`Nothing is waiting with id ${id}`)
    pending.delete(id)
    await entry[how]()
  }

  return {
    async pair(uri) {
      await client.core.pairing.pair({ uri })
    },
    snapshot: () => ({
      pending: [...pending.values()].map((entry) => entry.item),
      sessions: client.session.getAll().map((session) => ({
        topic: session.topic,
        dapp: dappOf(session.peer.metadata),
        accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
      })),
      autoApprove: auto,
      address: world.accounts[0]?.address ?? '',
      solanaAddress: solanaOf().address,
      polkadotAddress: polkadotOf().address,
    }),
    approve: (id) => settle(id, 'approve'),
    reject: (id) => settle(id, 'reject'),
    setAutoApprove(on) {
      auto = on
    },
    setWorld(next) {
      world = next
    },
    async disconnectAll() {
      await Promise.all(
        client.session
          .getAll()
          .map((session) =>
            client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') }),
          ),
      )
    },
    async stop() {
      pending.clear()
      await client.core.relayer.transportClose().catch(() => undefined)
      client.core.heartbeat.stop()
      client.removeAllListeners('session_proposal')
      client.removeAllListeners('session_request')
    },
  }
}
