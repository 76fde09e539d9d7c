import {
  applyScenarioToWallet,
  type BitcoinLedger,
  createMockSolanaWallet,
  createMockWallet,
  forgetMockWalletGrants,
  type MockSolanaWallet,
  type MockWallet,
  type MockWalletMode,
  registerMockSolanaWallet,
  type SandboxAccount,
  type SandboxWorld,
  type SettledWalletRequest,
  sandboxSolanaAccounts,
} from '@walletkit/fixtures'
import { formatAddress } from 'walletkit'
import { createPlaygroundBitcoinWallet } from './bitcoin/createPlaygroundBitcoinWallet.js'
import type { EventLog } from './createEventLog.js'
import { createPlaygroundPolkadot } from './createPlaygroundPolkadot.js'
import { describeWalletRequest } from './describeWalletRequest.js'
import { forgetWalletConnection, rememberWalletConnection } from './rememberWalletConnection.js'

/** What the panel shows of the controller: the active scenario, the current wallet and how it answers. */
export type PlaygroundState = {
  /** The active scenario's name; undefined for the happy path. */
  scenario: string | undefined
  wallet: MockWallet
  mode: MockWalletMode
}

/** The playground's moving parts behind the panel, as an external store. */
export type PlaygroundController = {
  subscribe(listener: () => void): () => void
  getSnapshot(): PlaygroundState
  /** Takes effect on the next request the handlers answer, and on the wallet at once. */
  setScenario(name: string | undefined): void
  /** How the wallet answers consent requests; kept across wallet resets. */
  setWalletMode(mode: MockWalletMode): void
  /**
   * Announces the wallet over EIP-6963 and, on a page with Solana, registers the Solana one by the Wallet Standard
   * (and their successors).
   */
  announceWallet(): void
  /** Destroys the wallets (pending requests end with 4900) and announces fresh ones. */
  resetWallet(): void
}

/** Parameters of {@link createPlaygroundController}. */
export type CreatePlaygroundControllerParameters = {
  world: SandboxWorld
  log: EventLog
  initialScenario: string | undefined
  /** Where the wallet announces itself; the page's window unless given. */
  target?: EventTarget
  /** Where the wallet remembers across reloads that the page connected; the tab's sessionStorage unless given. */
  memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** The accounts the wallet shares, the first one connected; the world's unless given. */
  accounts?: readonly SandboxAccount[] | undefined
  /** Registers the mock Solana wallet by the Wallet Standard too (`?namespaces=solana`). */
  solana?: boolean | undefined
  /** Injects the mock Polkadot extension too (`?namespaces=polkadot`). */
  polkadot?: boolean | undefined
  /** With `?namespaces=bip122`: the ledger of the mock Bitcoin wallet, which is then registered too. */
  bitcoinLedger?: BitcoinLedger | undefined
}

/**
 * Holds the scenario and the mock wallet of the playground: applies the scenario to the wallet (and again to each new
 * wallet), logs every settled wallet request, and hands the panel immutable snapshots.
 * @example const controller = createPlaygroundController({ world, log, initialScenario: undefined }); controller.announceWallet()
 */
export function createPlaygroundController({
  world,
  log,
  initialScenario,
  target = window,
  memory = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  accounts,
  solana: withSolana = false,
  polkadot: withPolkadot = false,
  bitcoinLedger,
}: CreatePlaygroundControllerParameters): PlaygroundController {
  const listeners = new Set<() => void>()
  let userMode: MockWalletMode = 'manual'
  let announced = false
  let wallet = createWallet()
  let undoScenario = applyScenarioToWallet(wallet, initialScenario)
  let state: PlaygroundState = { scenario: initialScenario, wallet, mode: wallet.getMode() }
  // Made only for a page that configures Solana: deriving its keys costs a page about 0.2 s of start-up.
  let solana = withSolana ? createSolanaWallet() : undefined
  let unregisterSolana = () => {}
  const polkadot = withPolkadot
    ? createPlaygroundPolkadot({
        consent: { withConsent: (request, perform) => wallet.withConsent(request, perform) },
        first: accounts?.[0]?.label,
        target,
        memory,
      })
    : undefined
  // The Bitcoin wallet asks consent through whichever EVM wallet is current, as the Solana one does.
  const bitcoin =
    bitcoinLedger &&
    createPlaygroundBitcoinWallet({
      consent: { withConsent: (request, perform) => wallet.withConsent(request, perform) },
      ledger: bitcoinLedger,
      memory,
    })

  function createWallet(): MockWallet {
    const next = createMockWallet({ world, mode: userMode, ...(accounts ? { accounts } : {}) })
    if (memory) rememberWalletConnection(next, { memory, mode: userMode })
    next.onRequestSettled((settled) => log.add(describeSettled(settled, world)))
    // When the wallet disconnects (the wallet-disconnects scenario), its Solana side does too.
    next.provider.on('disconnect', () => {
      solana?.revoke()
      polkadot?.revoke()
      bitcoin?.revoke()
    })
    if (announced) next.announce(target)
    return next
  }

  // Asks consent through whichever EVM wallet is current: same panel list, mode and scenarios; `?account=` picks it too.
  function createSolanaWallet(): MockSolanaWallet {
    const first = accounts?.[0]?.label
    return createMockSolanaWallet({
      consent: { withConsent: (request, perform) => wallet.withConsent(request, perform) },
      accounts: [...sandboxSolanaAccounts].sort(
        (a, b) => Number(b.label === first) - Number(a.label === first),
      ),
      rpcUrl: world.solana?.rpcUrl,
      memory,
    })
  }

  function publish(changes: Partial<PlaygroundState>): void {
    state = { ...state, ...changes, mode: wallet.getMode() }
    for (const listener of [...listeners]) listener()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,
    setScenario(name) {
      undoScenario()
      wallet.setMode(userMode)
      undoScenario = applyScenarioToWallet(wallet, name)
      publish({ scenario: name })
    },
    setWalletMode(mode) {
      userMode = mode
      wallet.setMode(mode)
      publish({})
    },
    announceWallet() {
      if (announced) return
      announced = true
      wallet.announce(target)
      if (solana) unregisterSolana = registerMockSolanaWallet(solana, target)
      polkadot?.inject()
      bitcoin?.register(target)
    },
    resetWallet() {
      undoScenario()
      wallet.destroy()
      if (memory) {
        forgetWalletConnection(memory)
        forgetMockWalletGrants(memory)
      }
      wallet = createWallet()
      if (solana) {
        unregisterSolana()
        solana.destroy()
        solana = createSolanaWallet()
        if (announced) unregisterSolana = registerMockSolanaWallet(solana, target)
      }
      polkadot?.reset()
      bitcoin?.reset()
      undoScenario = applyScenarioToWallet(wallet, state.scenario)
      publish({ wallet })
    },
  }
}

function describeSettled(settled: SettledWalletRequest, world: SandboxWorld) {
  const { summary } = describeWalletRequest(settled, world)
  const outcome =
    settled.outcome === 'approved'
      ? typeof settled.result === 'string'
        ? formatAddress(settled.result)
        : 'approved'
      : `${settled.error?.code ?? ''} ${settled.error?.message ?? settled.outcome}`.trim()
  return {
    source: 'wallet' as const,
    title: `${settled.method} ${settled.outcome}`,
    detail: `${summary} → ${outcome}`,
    tone: settled.outcome === 'approved' ? ('success' as const) : ('danger' as const),
  }
}
