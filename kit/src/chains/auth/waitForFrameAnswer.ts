import { RequestAbortedError } from '../../errors/RequestAbortedError.js'

/** A login-frame request waiting for its answer. */
export type Waiting = { resolve(payload: unknown): void; reject(error: unknown): void }

/**
 * Registers a request as waiting under `id`; settling it (answer, abort, time-out) clears its timer and listener once.
 * @example const handle = waitForFrameAnswer(waiting, id, { resolve, reject }, signal); handle.timer = setTimeout(...)
 */
export function waitForFrameAnswer<Answer>(
  waiting: Map<string, Waiting>,
  id: string,
  settle: { resolve(value: Answer): void; reject(error: unknown): void },
  signal: AbortSignal | undefined,
) {
  const handle: { timer?: ReturnType<typeof setTimeout>; reject(error: unknown): void } = {
    reject: (error) => {
      finish()
      settle.reject(error)
    },
  }
  const finish = () => {
    clearTimeout(handle.timer)
    signal?.removeEventListener('abort', onAbort)
    waiting.delete(id)
  }
  const onAbort = () => handle.reject(new RequestAbortedError({ cause: signal?.reason }))
  signal?.addEventListener('abort', onAbort)
  waiting.set(id, {
    resolve: (value) => {
      finish()
      settle.resolve(value as Answer)
    },
    reject: handle.reject,
  })
  return handle
}
