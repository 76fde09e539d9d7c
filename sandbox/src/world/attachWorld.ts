import { findScenario, type SandboxWorld } from '@walletkit/fixtures'
import { SandboxError } from '../SandboxError.js'
import { type ChainControls, createChainControls } from './createChainControls.js'
import { createInboxControls, type InboxControls } from './createInboxControls.js'
import { createWalletConnectControls, type WalletConnectControls } from './createWalletConnectControls.js'

/** What a test process needs to know of a running world: plain JSON, handed over from the global setup. */
export type WorldInfo = {
  /** The playground page (and the sandbox's own endpoints), e.g. `http://127.0.0.1:5173/`. */
  url: string
  world: SandboxWorld
  /** The scenario pages open with (`?scenario=`); undefined for the happy path. */
  scenario: string | undefined
}

/** A running world as a test sees it: its URLs and the controls a test calls instead of clicking the panel. */
export type AttachedWorld = WorldInfo & {
  /** Each local chain's RPC URL by chain id. */
  rpcUrls: Record<number, string>
  /**
   * Sets the scenario pages open with from now on (`pageUrl`, `connectWorld`), in this process; `undefined` for the
   * happy path. A page already open keeps its own: switch it with `setPageScenario(page, name)`.
   */
  setScenario(name: string | undefined): void
  /** The playground URL, with the world's scenario (or `scenario`, `null` for none) in `?scenario=`. */
  pageUrl(options?: { scenario?: string | null; path?: string }): string
  chains: ChainControls
  /** The login frame's inbox. */
  inbox: InboxControls
  /** The WalletConnect test wallet. */
  walletConnect: WalletConnectControls
}

/** The environment variable `startWorld` hands a world over in (JSON of {@link WorldInfo}) to test workers. */
export const WORLD_ENV = 'WALLETKIT_WORLD'

/**
 * The controls of a world started elsewhere (a test runner's global setup), from its {@link WorldInfo}, or from
 * `process.env.WALLETKIT_WORLD`, which `startWorld` sets and test workers inherit.
 * @example
 * const world = attachWorld()
 * expect(await world.chains.balanceOf(address, { chainId: 8453 })).toBe(10n ** 22n)
 */
export function attachWorld(info: WorldInfo | undefined = readWorldEnv()): AttachedWorld {
  const check = (name: string | undefined) => {
    if (name !== undefined && !findScenario(name))
      throw new SandboxError(`No scenario "${name}" in the catalogue`)
    return name
  }
  let current = check(info.scenario)
  const pageUrl = ({ scenario, path = '/' }: { scenario?: string | null; path?: string } = {}) => {
    const url = new URL(path, info.url)
    const name = check(scenario === null ? undefined : (scenario ?? current))
    if (name !== undefined) url.searchParams.set('scenario', name)
    return url.toString()
  }
  return {
    url: info.url,
    world: info.world,
    get scenario() {
      return current
    },
    setScenario(name) {
      current = check(name)
    },
    rpcUrls: Object.fromEntries(info.world.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    pageUrl,
    chains: createChainControls(info.world.chains),
    inbox: createInboxControls(info.world.services.loginFrameUrl ?? new URL('/', info.url).toString()),
    walletConnect: createWalletConnectControls(info.url),
  }
}

function readWorldEnv(): WorldInfo {
  const text = process.env[WORLD_ENV]
  if (!text)
    throw new SandboxError(
      `No world is running: start one with startWorld() in the global setup (${WORLD_ENV} is unset)`,
    )
  return JSON.parse(text) as WorldInfo
}
