import { findScenario } from '@walletkit/fixtures'
import { SandboxError } from '../SandboxError.js'
import { startSandbox } from '../startSandbox.js'
import { type AttachedWorld, attachWorld, WORLD_ENV, type WorldInfo } from './attachWorld.js'

/** Parameters of {@link startWorld}. */
export type StartWorldParameters = {
  /** One local anvil chain per id; `[1, 8453]` unless given. */
  chains?: readonly number[]
  /** The scenario pages open with (a name of the catalogue); the happy path unless given. */
  scenario?: string
  /** The playground's port on 127.0.0.1; a free one unless given. */
  port?: number
  /** The namespaces a page configures unless its URL says (`?namespaces=`); `['eip155']` unless given. */
  namespaces?: readonly string[]
  /** Where the playground gets the kit: the installed package (the default) or its source (the monorepo). */
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
 * // playwright global setup
 * export default async function globalSetup() {
 *   const world = await startWorld({ chains: [8453], scenario: 'balance-500' })
 *   return () => world.stop()
 * }
 */
export async function startWorld({
  chains = [1, 8453],
  scenario,
  port,
  namespaces = ['eip155'],
  kit = 'package',
  onWarning,
}: StartWorldParameters = {}): Promise<StartedWorld> {
  if (scenario !== undefined && !findScenario(scenario))
    throw new SandboxError(`No scenario "${scenario}" in the catalogue`)
  const sandbox = await startSandbox({
    chainIds: chains,
    namespaces,
    kit,
    ...(port === undefined ? {} : { port }),
    ...(onWarning ? { onWarning } : {}),
  })
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
