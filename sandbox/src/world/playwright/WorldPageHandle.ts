/** How the in-page mock wallet answers: one request (`answerNext`) or every request from now on (`setAnswer`). */
export type MockWalletAnswer = 'approve' | 'reject' | 'fail'

/** What `answerNext` did with the next consent request, once it arrived. */
export type AnsweredRequest = { method: string; answer: MockWalletAnswer }

/**
 * The page's programmatic handle on the sandbox, at `window[WORLD_PAGE_HANDLE]` once the sandbox has booted in the
 * page (the playground, or a host page `walletkit dev` or `connectWorld` prepared). The kit's own `window.walletKit`
 * is not touched. Tests reach it through the Playwright helpers (`mockWallet(page)`, `setPageScenario`).
 */
export type WorldPageHandle = {
  /** The active scenario's name; undefined for the happy path. */
  scenario(): string | undefined
  /** Takes effect on the next request the mocked services answer, and on the mock wallet at once. */
  setScenario(name: string | undefined): void
  /** Answers every consent request from now on (`'manual'`: they wait, as the panel shows them). */
  setAnswer(answer: MockWalletAnswer | 'manual'): void
  /**
   * Answers the next consent request once (the oldest pending one if one waits); `fail` ends it with the JSON-RPC
   * error `code` (-32603 unless given) and `message`. Resolves with what it answered.
   */
  answerNext(answer: MockWalletAnswer, message?: string, code?: number): Promise<AnsweredRequest>
  /** The methods of the consent requests waiting now. */
  pending(): string[]
}

/** The property of `window` the handle lives on. */
export const WORLD_PAGE_HANDLE = '__walletkitWorld'
