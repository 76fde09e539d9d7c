import {
  createBitcoinLedger,
  createHandlers,
  REGISTERED_NAMES_KEY,
  REVOKED_SESSIONS_KEY,
  readScenario,
  type SandboxAnalyticsEvent,
  type SandboxWorld,
  UnknownScenarioError,
} from '@walletkit/fixtures'
import { setupWorker } from 'msw/browser'
import { formatAddress } from 'walletkit'
import { exposeWorldPageHandle } from '../../src/world/playwright/exposeWorldPageHandle.js'
import { createEventLog, type EventLog } from './createEventLog.js'
import { createPlaygroundController, type PlaygroundController } from './createPlaygroundController.js'
import { fetchSandboxWorld } from './fetchSandboxWorld.js'
import { PlaygroundError } from './PlaygroundError.js'
import { readNamespaces } from './readNamespaces.js'
import { readWalletAccounts } from './readWalletAccounts.js'

/** Everything the panel works with, once the page has booted. */
export type Playground = {
  world: SandboxWorld
  controller: PlaygroundController
  log: EventLog
  /** Set when `?scenario=` named no scenario of the catalogue (the page then runs the happy path). */
  scenarioWarning: string | undefined
  /** Restores the chains, the handlers' state and the wallet, and clears the log. */
  resetWorld(): Promise<void>
}

/**
 * Boots the playground in order: loads the world, starts the msw worker (so every provider endpoint is mocked before
 * anything asks for one), then announces the mock wallet over EIP-6963 with the URL's scenario applied (and registers
 * its Solana side, the mock Solana wallet, by the Wallet Standard).
 * @example const playground = await bootPlayground(); render(<PlaygroundApp playground={playground} />)
 */
export async function bootPlayground(): Promise<Playground> {
  const world = await fetchSandboxWorld()
  const log = createEventLog()
  let initialScenario: string | undefined
  let scenarioWarning: string | undefined
  try {
    initialScenario = readScenario(window.location.href)?.name
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error
    scenarioWarning = `The URL names no scenario "${error.scenario}", so the happy path runs. Pick one below.`
  }
  // With ?namespaces=bip122, the mock Bitcoin wallet's transfers move the balances the handlers answer.
  const namespaces = readNamespaces(window.location.href, world.namespaces)
  const bitcoinLedger = namespaces.includes('bip122') ? createBitcoinLedger() : undefined
  const controller = createPlaygroundController({
    bitcoinLedger,
    world,
    log,
    initialScenario,
    // ?account=dave connects as Dave, who has no name yet.
    accounts: readWalletAccounts(window.location.href, world.accounts),
    // ?namespaces=solana registers the mock Solana wallet too, ?namespaces=polkadot injects the Polkadot extension.
    solana: namespaces.includes('solana'),
    polkadot: namespaces.includes('polkadot'),
  })
  const handlers = () =>
    createHandlers({
      world,
      scenario: () => controller.getSnapshot().scenario,
      onAnalyticsEvent: (event) => log.add(describeAnalyticsEvent(event)),
      // Names registered in this tab outlive a reload of the page, until the world resets.
      nameStorage: window.sessionStorage,
      // Sessions revoked in this tab stay revoked after a reload too, until the world resets.
      revocationStorage: window.sessionStorage,
      ...(bitcoinLedger ? { bitcoinLedger } : {}),
    })
  const worker = setupWorker(...handlers())
  try {
    await worker.start({
      serviceWorker: { url: workerUrl(world) },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
  } catch (error) {
    throw new PlaygroundError('The mock service worker did not start', { cause: error })
  }
  controller.announceWallet()
  // Tests drive the scenario and the mock wallet through `window.__walletkitWorld` (sandbox/src/world/playwright).
  exposeWorldPageHandle(controller)

  return {
    world,
    controller,
    log,
    scenarioWarning,
    async resetWorld() {
      const response = await fetch('/__sandbox/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined
        throw new PlaygroundError(
          `/__sandbox/reset answered ${response.status}${body?.error ? `: ${body.error}` : ''}`,
        )
      }
      // Fresh handlers forget registered names and revoked sessions.
      window.sessionStorage.removeItem(REGISTERED_NAMES_KEY)
      window.sessionStorage.removeItem(REVOKED_SESSIONS_KEY)
      worker.resetHandlers(...handlers())
      controller.resetWallet()
      log.clear()
    },
  }
}

/** The service worker's URL, naming the URL prefixes it mocks: requests to anything else skip msw. */
function workerUrl({ services }: SandboxWorld): string {
  const mocked = [services.blockchainApiUrl, services.walletDirectoryUrl, services.analyticsUrl]
  return `/sandboxServiceWorker.js?${new URLSearchParams(mocked.map((prefix) => ['mock', prefix]))}`
}

function describeAnalyticsEvent(event: SandboxAnalyticsEvent) {
  const { properties, address } = event.props
  const fields =
    properties && typeof properties === 'object'
      ? Object.entries(properties).map(
          ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
      : properties === undefined
        ? []
        : [JSON.stringify(properties)]
  const parts = [...fields, ...(address ? [`address=${formatAddress(address)}`] : [])]
  return {
    source: 'analytics' as const,
    title: event.props.event,
    ...(parts.length > 0 ? { detail: parts.join(' · ') } : {}),
    tone: 'neutral' as const,
  }
}
