import type { Page } from 'playwright-core'
import { type AttachedWorld, attachWorld } from '../attachWorld.js'
import { type ConnectWorldOptions, connectWorld, type WorldPage } from './connectWorld.js'

/** The fixtures {@link worldFixtures} adds: per test, `worldPage`; per worker, `world`. */
export type WorldTestFixtures = { worldPage: WorldPage }
/** The worker-scoped fixture {@link worldFixtures} adds. */
export type WorldWorkerFixtures = { world: AttachedWorld }

type Use<Value> = (value: Value) => Promise<void>

/**
 * Fixtures for `@playwright/test`'s `test.extend` (no import of it here: it stays the host's choice): `world`, the
 * world the global setup started (`startWorld`), and `worldPage`, the test's `page` with the sandbox booted in it
 * (`connectWorld`). Between tests nothing is reset: revert `world.chains` to a snapshot in a `beforeEach` for that.
 * @example
 * import { test as base, expect } from '@playwright/test'
 * import { worldFixtures, type WorldTestFixtures, type WorldWorkerFixtures } from '@walletkit/sandbox/testing'
 * export const test = base.extend<WorldTestFixtures, WorldWorkerFixtures>(worldFixtures())
 */
export function worldFixtures(options: ConnectWorldOptions = {}): {
  // Mutable, as `test.extend` takes them.
  world: [(fixtures: object, use: Use<AttachedWorld>) => Promise<void>, { scope: 'worker' }]
  worldPage: (fixtures: { page: Page; world: AttachedWorld }, use: Use<WorldPage>) => Promise<void>
} {
  return {
    world: [
      // Playwright reads the first parameter's destructuring to know the fixtures used: none here.
      // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern as the first parameter.
      async ({}: object, use: Use<AttachedWorld>) => use(attachWorld()),
      { scope: 'worker' },
    ],
    worldPage: async ({ page, world }, use) => use(await connectWorld(page, world, options)),
  }
}
