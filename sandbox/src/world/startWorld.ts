import { resolve } from 'node:path'
import { findScenario } from '@walletkit/fixtures'
import type { WalletKitOptions } from 'walletkit'
import { startHostSandbox } from '../host/startHostSandbox.js'
import { SandboxError } from '../SandboxError.js'
import { type Sandbox, startSandbox } from '../startSandbox.js'
import { type AttachedWorld, attachWorld, WORLD_ENV, type WorldInfo } from './attachWorld.js'

/** Parameters of {@link startWorld}. */
export type StartWorldParameters = {
  /**
   * The host app to serve in the world instead of the playground, as `walletkit dev` serves it: its own dev server
   * (Vite, or `next dev` for a Next.js app) with the sandbox in its pages and walletkit.config.ts pointed at the local
   * world. `config` is that file's options (a Next.js app needs them); its eip155 networks give the chains.
   */
  app?: { root: string; config?: WalletKitOptions }
  /** One local anvil chain per id; the app config's eip155 networks, else `[1, 8453]`, unless given. */
  chains?: readonly number[]
  /** The scenario pages open with (a name of the catalogue); the happy path unless given. */
  scenario?: string
  /** The playground's port on 127.0.0.1; a free one unless given. */
  port?: number
  /** The namespaces a page configures unless its URL says (`?namespaces=`); `['eip155']` unless given. */
  namespaces?: readonly string[]
  /** Where the playground gets the kit: the installed package (the default) or its source (the monorepo). An app's is its own. */
  kit?: 'package' | 'source'
  onWarning?: (message: string) => void
}

/** A world this process started: what {@link attachWorld} gives, plus `stop`. */
export type StartedWorld = AttachedWorld & {
  /** Plain JSON for another process (also in `process.env.WALLETKIT_WORLD` until `stop`). */
  info: WorldInfo
  /** Restores every chain's initial state and empties the login frame's inbox. */
  reset(): Promise<void>
  /** Stops the chains, the services and the playground; nothing keeps running or listening. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the local world on 127.0.0.1 for a test runner's global setup (anvil chains with the fixture tokens, the
 * mocked provider services, the login frame, the WalletConnect relay and test wallet, the playground), offline, and
 * hands it over to test workers in `process.env.WALLETKIT_WORLD` (read with `attachWorld()`). Node only.
 * @example
 * // playwright global setup: the app itself, served in the world
 * import config from '../walletkit.config'
 * export default async function globalSetup() {
 *   const world = await startWorld({ app: { root: '.', config } })
 *   return () => world.stop()
 * }
 */
export async function startWorld({
  app,
  chains,
  scenario,
  port,
  namespaces = ['eip155'],
  kit = 'package',
  onWarning,
}: StartWorldParameters = {}): Promise<StartedWorld> {
  if (scenario !== undefined && !findScenario(scenario))
    throw new SandboxError(`No scenario "${scenario}" in the catalogue`)
  const chainIds = chains ?? (app?.config ? eip155ChainIds(app.config) : undefined) ?? [1, 8453]
  const common = { ...(port === undefined ? {} : { port }), ...(onWarning ? { onWarning } : {}) }
  const sandbox: Sandbox = app
    ? await startHostSandbox({
        root: resolve(app.root),
        chainIds,
        ...(app.config ? { config: app.config } : {}),
        ...common,
      })
    : await startSandbox({ chainIds, namespaces, kit, ...common })
  const info: WorldInfo = { url: sandbox.url, world: sandbox.world, scenario }
  process.env[WORLD_ENV] = JSON.stringify(info)
  // Assigned, not spread: `scenario` is a getter that follows `setScenario`.
  return Object.assign(attachWorld(info), {
    info,
    reset: () => sandbox.reset(),
    async stop() {
      if (process.env[WORLD_ENV] === JSON.stringify(info)) delete process.env[WORLD_ENV]
      await sandbox.stop()
    },
  })
}

/** The ids of the config's eip155 networks, as `walletkit dev` runs them; undefined when it has none. */
function eip155ChainIds(config: WalletKitOptions): number[] | undefined {
  const ids = (config.networks ?? [])
    .filter((network) => network.chainNamespace === 'eip155' && typeof network.id === 'number')
    .map((network) => network.id as number)
  return ids.length > 0 ? [...new Set(ids)] : undefined
}
