import type { Page } from 'playwright-core'
import type { WorldInfo } from '../attachWorld.js'
import { attachWorld } from '../attachWorld.js'
import { isLocalUrl } from '../isLocalUrl.js'
import { type MockWalletControls, mockWallet, setPageScenario, waitForWorldPage } from './mockWallet.js'

/** Parameters of {@link connectWorld}. */
export type ConnectWorldOptions = {
  /** The page to open, relative to the world's URL (`/` unless given): the playground, or a page it serves. */
  path?: string
  /** The scenario the page opens with; the world's (`startWorld({ scenario })`) unless given, `null` for none. */
  scenario?: string | null
  /** How long the sandbox may take to boot in the page; 30 000 ms unless given. */
  timeout?: number
  /**
   * Keeps the page on this machine: every request that would leave 127.0.0.1 (a font, an analytics tag, WalletConnect
   * Verify's attestation frame) fails as it does offline, and is listed by `blockedRequests()`. True unless given.
   */
  offline?: boolean
}

/** A page where the sandbox has booted: the world's services answer it and its mock wallet is announced. */
export type WorldPage = {
  page: Page
  mockWallet: MockWalletControls
  /** Switches the page's scenario (see `setPageScenario`). */
  setScenario(name: string | undefined): Promise<void>
  /** The URLs the page asked for that would have left 127.0.0.1, failed by `offline`, in order. */
  blockedRequests(): string[]
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
  { path = '/', scenario, timeout, offline = true }: ConnectWorldOptions = {},
): Promise<WorldPage> {
  const url = attachWorld(world).pageUrl({ path, ...(scenario === undefined ? {} : { scenario }) })
  const blocked: string[] = []
  // On the context: the msw service worker makes the page's fetches, and only the context's routes see those.
  if (offline)
    await page.context().route(
      (target) => !isLocalUrl(target.href),
      (route) => {
        blocked.push(route.request().url())
        return route.abort('internetdisconnected')
      },
    )
  await page.goto(url)
  await waitForWorldPage(page, timeout === undefined ? {} : { timeout })
  return {
    page,
    mockWallet: mockWallet(page),
    setScenario: (name) => setPageScenario(page, name),
    blockedRequests: () => [...blocked],
  }
}
