import { RequestAbortedError } from '../../errors/RequestAbortedError.js'

/** One request in flight. */
export type PendingRequest = {
  readonly id: number
  readonly method: string
  readonly controller: AbortController
}

/** The requests of one kit instance that are waiting for an answer (spec 4: they can be aborted). */
export type PendingRequests = {
  /**
   * Runs `run` with an abort signal and tracks it until it settles. The returned promise rejects
   * with `RequestAbortedError` ("Request was aborted") as soon as the request is aborted.
   */
  track<Result>(method: string, run: (signal: AbortSignal) => Promise<Result>): Promise<Result>
  /** The requests still in flight, oldest first. */
  list(): PendingRequest[]
  /** Calls `listener` whenever a request starts or settles; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * Creates the pending-request registry of one kit (no module-level state): each request gets its own AbortController.
 * @example const pending = createPendingRequests(); await pending.track('personal_sign', (signal) => frame.request(payload, { signal }))
 */
export function createPendingRequests(): PendingRequests {
  const requests = new Map<number, PendingRequest>()
  const listeners = new Set<() => void>()
  let nextId = 0
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  return {
    track<Result>(method: string, run: (signal: AbortSignal) => Promise<Result>): Promise<Result> {
      const request: PendingRequest = { id: nextId++, method, controller: new AbortController() }
      requests.set(request.id, request)
      changed()
      const { signal } = request.controller
      return new Promise<Result>((resolve, reject) => {
        const settle = () => {
          requests.delete(request.id)
          signal.removeEventListener('abort', onAbort)
          changed()
        }
        const onAbort = () => {
          settle()
          reject(new RequestAbortedError({ cause: signal.reason }))
        }
        signal.addEventListener('abort', onAbort)
        let running: Promise<Result>
        try {
          running = run(signal)
        } catch (error) {
          running = Promise.reject(error)
        }
        running.then(
          (result) => {
            settle()
            resolve(result)
          },
          (error: unknown) => {
            settle()
            reject(error)
          },
        )
      })
    },
    list: () => [...requests.values()],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
