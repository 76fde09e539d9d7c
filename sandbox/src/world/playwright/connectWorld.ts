import type { Page } from 'playwright-core'
import type { WorldInfo } from '../attachWorld.js'
import { attachWorld } from '../attachWorld.js'
import { type MockWalletControls, mockWallet, setPageScenario, waitForWorldPage } from './mockWallet.js'

/** Parameters of {@link connectWorld}. */
export type ConnectWorldOptions = {
  /** The page to open, relative to the world's URL (`/` unless given): the playground, or a page it serves. */
  path?: string
  /** The scenario the page opens with; the world's (`startWorld({ scenario })`) unless given, `null` for none. */
  scenario?: string | null
  /** How long the sandbox may take to boot in the page; 30 000 ms unless given. */
  timeout?: number
}

/** A page where the sandbox has booted: the world's services answer it and its mock wallet is announced. */
export type WorldPage = {
  page: Page
  mockWallet: MockWalletControls
  /** Switches the page's scenario (see `setPageScenario`). */
  setScenario(name: string | undefined): Promise<void>
}

/**
 * Opens the world's page in `page` and waits until the sandbox has booted in it: the mocked provider services answer,
 * the mock wallet is announced (EIP-6963) and its handle is there for `mockWallet(page)`. Works with a playwright-core
 * page and with @playwright/test's `page` fixture.
 * @example
 * const { mockWallet } = await connectWorld(page, attachWorld())
 * await page.getByRole('button', { name: 'Connect Wallet' }).click()
 * const answered = mockWallet.answerNext('approve')
 * await page.getByRole('button', { name: /Sandbox Wallet/ }).click()
 * await answered
 */
export async function connectWorld(
  page: Page,
  world: WorldInfo = attachWorld(),
  { path = '/', scenario, timeout }: ConnectWorldOptions = {},
): Promise<WorldPage> {
  const url = attachWorld(world).pageUrl({ path, ...(scenario === undefined ? {} : { scenario }) })
  await page.goto(url)
  await waitForWorldPage(page, timeout === undefined ? {} : { timeout })
  return {
    page,
    mockWallet: mockWallet(page),
    setScenario: (name) => setPageScenario(page, name),
  }
}
