import type { PlaygroundController } from '../../../playground/src/createPlaygroundController.js'
import { writeScenarioToUrl } from '../../../playground/src/writeScenarioToUrl.js'
import { type MockWalletAnswer, WORLD_PAGE_HANDLE, type WorldPageHandle } from './WorldPageHandle.js'

/**
 * Puts the sandbox's page handle on `target` (the page's window unless given), over the playground's controller:
 * what the panel's Scenario and Wallet requests sections do, for tests. Returns a function taking it off again.
 * @example const remove = exposeWorldPageHandle(playground.controller); window.__walletkitWorld.setAnswer('approve')
 */
export function exposeWorldPageHandle(
  controller: PlaygroundController,
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
): () => void {
  const wallet = () => controller.getSnapshot().wallet
  const answer = (id: string, kind: MockWalletAnswer, message?: string, code?: number) =>
    kind === 'approve'
      ? wallet().approve(id)
      : kind === 'reject'
        ? wallet().reject(id)
        : wallet().fail(id, message, code)
  const handle: WorldPageHandle = {
    scenario: () => controller.getSnapshot().scenario,
    setScenario(name) {
      controller.setScenario(name)
      // As the panel does: a reload keeps it. (Node tests of the handle have no page URL.)
      if (typeof window !== 'undefined') writeScenarioToUrl(name)
    },
    setAnswer: (kind) => controller.setWalletMode(kind),
    answerNext: (kind, message, code) =>
      new Promise((resolve) => {
        // Watches the wallet current now and any that replaces it (a reset), until one request is answered.
        let done = false
        const tryAnswer = () => {
          const first = wallet().requests.getSnapshot()[0]
          if (done || !first) return
          done = true // before answering: the store tells its listeners at once, this one included
          if (!answer(first.id, kind, message, code)) {
            done = false
            return
          }
          unsubscribe()
          resolve({ method: first.method, answer: kind })
        }
        let unsubscribeWallet = wallet().requests.subscribe(tryAnswer)
        const unsubscribeController = controller.subscribe(() => {
          unsubscribeWallet()
          unsubscribeWallet = wallet().requests.subscribe(tryAnswer)
          tryAnswer()
        })
        const unsubscribe = () => {
          unsubscribeWallet()
          unsubscribeController()
        }
        tryAnswer()
      }),
    pending: () =>
      wallet()
        .requests.getSnapshot()
        .map((request) => request.method),
  }
  target[WORLD_PAGE_HANDLE] = handle
  return () => {
    delete target[WORLD_PAGE_HANDLE]
  }
}
