import type { Page } from 'playwright-core'
import { SandboxError } from '../../SandboxError.js'
import {
  type AnsweredRequest,
  type MockWalletAnswer,
  WORLD_PAGE_HANDLE,
  type WorldPageHandle,
} from './WorldPageHandle.js'

/** The in-page mock wallet of one page, as a test drives it instead of the panel's "Wallet requests" section. */
export type MockWalletControls = {
  /**
   * Answers the next consent request once (one already waiting first); resolves once it has. `fail` ends it with the
   * JSON-RPC error `code` (-32603 unless given; e.g. 4100 unauthorized, -32002 already pending) and `message`.
   */
  answerNext(
    answer: MockWalletAnswer,
    options?: { message?: string; code?: number },
  ): Promise<AnsweredRequest>
  /** Answers every consent request from now on; `'manual'` lets them wait again. */
  setAnswer(answer: MockWalletAnswer | 'manual'): Promise<void>
  /** The methods of the consent requests waiting now. */
  pending(): Promise<string[]>
}

/**
 * Waits until the sandbox has booted in `page` (its handle `window.__walletkitWorld` is there), up to `timeout` ms.
 * @example await waitForWorldPage(page)
 */
export async function waitForWorldPage(
  page: Page,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  try {
    await page.waitForFunction((key) => key in window, WORLD_PAGE_HANDLE, { timeout })
  } catch (error) {
    throw new SandboxError(
      `The sandbox did not boot in ${page.url()} within ${timeout} ms (no window.${WORLD_PAGE_HANDLE})`,
      { cause: error },
    )
  }
}

/** The page's handle; functions run in the page get the property's name as an argument (they close over nothing). */
type PageWindow = Record<string, WorldPageHandle>
const KEY = WORLD_PAGE_HANDLE

/**
 * The mock wallet of a page where the sandbox has booted (see `connectWorld`).
 * @example
 * const answered = mockWallet(page).answerNext('reject')
 * await page.getByRole('button', { name: 'Sandbox Wallet' }).click()
 * await answered // { method: 'eth_requestAccounts', answer: 'reject' }
 */
export function mockWallet(page: Page): MockWalletControls {
  return {
    answerNext: (answer, { message, code } = {}) =>
      page.evaluate(
        ([key, kind, text, error]) =>
          (window as unknown as PageWindow)[key]?.answerNext(kind, text ?? undefined, error ?? undefined),
        [KEY, answer, message ?? null, code ?? null] as const,
      ) as Promise<AnsweredRequest>,
    setAnswer: (answer) =>
      page.evaluate(([key, kind]) => (window as unknown as PageWindow)[key]?.setAnswer(kind), [
        KEY,
        answer,
      ] as const),
    pending: () => page.evaluate((key) => (window as unknown as PageWindow)[key]?.pending() ?? [], KEY),
  }
}

/**
 * Switches the page's active scenario (the mocked services answer by it from their next request, the mock wallet at
 * once), as the panel's Scenario select does; `undefined` for the happy path.
 * @example await setPageScenario(page, 'balance-500')
 */
export function setPageScenario(page: Page, name: string | undefined): Promise<void> {
  return page.evaluate(
    ([key, scenario]) => (window as unknown as PageWindow)[key]?.setScenario(scenario ?? undefined),
    [KEY, name ?? null] as const,
  )
}

/**
 * The page's active scenario; undefined for the happy path.
 * @example expect(await pageScenario(page)).toBe('balance-500')
 */
export function pageScenario(page: Page): Promise<string | undefined> {
  return page
    .evaluate((key) => (window as unknown as PageWindow)[key]?.scenario() ?? null, KEY)
    .then((name) => name ?? undefined)
}
