import type { TestIo } from './createTestIo.js'

/** Keys as a terminal sends them. */
export const keys = { enter: '\r', space: ' ', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003' }

/**
 * Answers prompts as a person at a terminal would: waits until each question's text appears on stdout (after the
 * previous one), then types its keys into stdin.
 * @example void typeAnswers(io, [['Project name', `my-app${keys.enter}`]])
 */
export function typeAnswers(
  io: TestIo,
  steps: readonly (readonly [question: string, typed: string])[],
): Promise<void> {
  const pending = [...steps]
  let from = 0
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const timer = setInterval(() => {
      const step = pending[0]
      if (!step) {
        clearInterval(timer)
        return resolve()
      }
      if (Date.now() - started > 10_000) {
        clearInterval(timer)
        return reject(new Error(`The prompt "${step[0]}" never appeared:\n${io.out()}`))
      }
      const at = io.out().indexOf(step[0], from)
      if (at < 0) return
      from = at + step[0].length
      pending.shift()
      io.stdin.write(step[1])
    }, 10)
  })
}
