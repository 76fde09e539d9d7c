import { RequestAbortedError } from '../../errors/RequestAbortedError.js'

/**
 * A one-shot READY signal: requests wait on its promise; the frame's READY (plus the settle) resolves it, and sets
 * `settled`.
 */
export type FrameReadiness = { promise: Promise<void>; resolve(): void; settled: boolean }

/**
 * A new, unresolved READY signal.
 * @example const readiness = createFrameReadiness(); readiness.resolve(); readiness.settled // true
 */
export function createFrameReadiness(): FrameReadiness {
  let done: () => void = () => undefined
  const promise = new Promise<void>((resolve) => {
    done = resolve
  })
  const readiness: FrameReadiness = {
    promise,
    settled: false,
    resolve() {
      readiness.settled = true
      done()
    },
  }
  return readiness
}

/** The part of a frame client's state a reload changes. */
export type ReloadableFrame = {
  iframe: HTMLIFrameElement | undefined
  readiness: FrameReadiness
  waiting: Map<string, { reject(error: unknown): void }>
  stopListening: (() => void) | undefined
}

export type ReloadFrameParameters = {
  /** Sends RELOAD to the frame as it is now (on its current READY). */
  sendReload(): Promise<unknown>
  /** A new, unresolved READY signal. */
  createReadiness(): FrameReadiness
  /** Adds a fresh iframe (the last query), for a frame that did not take RELOAD. */
  mount(): void
}

/**
 * Reloads the login frame (RELOAD; spec 2): what was under way is aborted (the reloaded page will not answer it).
 * From the moment RELOAD is sent, new requests wait for the reloaded frame's READY and are sent then (or fail with
 * the request time-out), never posted to the page being torn down. A frame that does not take RELOAD is replaced
 * by a fresh iframe, and the requests waiting are sent to it once it is READY.
 * @example await reloadFrame(state, { sendReload: () => client.request('RELOAD', undefined), createReadiness, mount })
 */
export async function reloadFrame(frame: ReloadableFrame, parameters: ReloadFrameParameters): Promise<void> {
  const reloaded = frame.iframe
  if (!reloaded) return
  const pending = [...frame.waiting.values()]
  const reloading = parameters.sendReload()
  frame.readiness = parameters.createReadiness()
  for (const request of pending) request.reject(new RequestAbortedError())
  try {
    await reloading
  } catch {
    // A frame that cannot reload itself is replaced (unless it was removed meanwhile).
    if (frame.iframe !== reloaded) return
    const waiting = frame.readiness
    frame.stopListening?.()
    frame.stopListening = undefined
    reloaded.remove()
    frame.iframe = undefined
    frame.readiness = parameters.createReadiness()
    frame.readiness.promise.then(waiting.resolve)
    parameters.mount()
  }
}
