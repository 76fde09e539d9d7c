import { TIMINGS } from '../../config/constants.js'
import { AuthRequestFailedError } from '../../errors/AuthRequestFailedError.js'
import { FrameIframeNotSetError } from '../../errors/FrameIframeNotSetError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'
import {
  APP_EVENT_PREFIX,
  type AppEventPayload,
  type AppEventType,
  type AppMessage,
  type FrameResponse,
} from './frameMessages.js'
import { parseFrameMessage } from './parseFrameMessage.js'
import { toFrameError } from './toFrameError.js'

/** The query the login frame loads with (spec 7). */
export type FrameQuery = {
  projectId: string
  chainId: string | number
  version: string
  enableLogger: boolean
}

export type CreateFrameClientParameters = {
  /** The login frame's page (the `services.loginFrameUrl` option). */
  url: string
  /** Milliseconds before a request gives up with "Something went wrong"; spec 9: 30 s. */
  timeout?: number | undefined
  /** Milliseconds waited after READY before the first request; spec 4, 9: 500 ms. */
  settle?: number | undefined
  /** Called when a request timed out (spec 8), with the event's type. */
  onTimeout?: ((type: AppEventType) => void) | undefined
  /** Called with the typed error of each ERROR answer, before the request rejects with it. */
  onErrorEvent?: ((error: WalletKitError) => void) | undefined
  /** Called with each session token the frame sends (SESSION_UPDATE). */
  onSessionUpdate?: ((token: string) => void) | undefined
  /** Where dropped messages are reported. */
  logger?: { warn(message: string, data?: unknown): void } | undefined
  /** The page's window; the global one unless given (tests). */
  window?: Window | undefined
}

export type FrameRequestOptions = {
  signal?: AbortSignal | undefined
  /** Overrides the client's time-out for this request; `false` waits as long as the visitor takes. */
  timeout?: number | false | undefined
}

/** The app side of the login-frame protocol. */
export type FrameClient = {
  /** The frame's origin: messages are accepted from it (and from its window) only. */
  readonly origin: string
  /** Adds the hidden iframe to the body, once; later calls do nothing. */
  mount(query: FrameQuery): void
  /** Whether the iframe is in the page. */
  isMounted(): boolean
  /** Resolves 500 ms after the frame said READY. */
  ready(): Promise<void>
  /** Sends an app event and resolves with the frame's SUCCESS payload; rejects with a typed error otherwise. */
  request<Type extends AppEventType>(
    type: Type,
    payload: AppEventPayload<Type>,
    options?: FrameRequestOptions,
  ): Promise<FrameResponse<Type>>
  /**
   * Reloads the frame (RELOAD; spec 2: after leaving Farcaster unconnected): requests under way are aborted and later
   * ones wait for the reloaded frame's READY. A frame that does not take RELOAD is replaced with a fresh iframe.
   */
  reload(): Promise<void>
  /** Removes the iframe and the listener; requests under way are aborted. */
  destroy(): void
}

type Waiting = { resolve(payload: unknown): void; reject(error: unknown): void }

/**
 * Creates the client of the login frame (spec 2, 7): a hidden iframe added to the body when first needed (never at
 * import), messages prefixed `@w3m-app/` out and `@w3m-frame/` in, each request with a random id answered by a SUCCESS
 * or ERROR event with that id. Messages are accepted only from the frame's origin and window, and only when they
 * parse; others are dropped and logged. A request waits for READY and the 500 ms settle, and gives up after 30 s with
 * "Something went wrong" (calling `onTimeout`); an aborted one rejects with "Request was aborted".
 * @example const frame = createFrameClient({ url }); frame.mount(query); await frame.request('IS_CONNECTED', {})
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const { url, settle = TIMINGS.frameSettle, logger } = parameters
  const origin = new URL(url).origin
  const waiting = new Map<string, Waiting>()
  let iframe: HTMLIFrameElement | undefined
  let query: FrameQuery | undefined
  let readiness = deferred()
  let stopListening: (() => void) | undefined
  const win = () => parameters.window ?? (typeof window === 'undefined' ? undefined : window)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || !iframe || event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (message.kind === 'malformed') {
      logger?.warn('Dropped a malformed login-frame message', message.reason)
      return
    }
    if (message.kind === 'ready') {
      setTimeout(() => readiness.resolve(), settle)
      return
    }
    if (message.kind === 'session') {
      parameters.onSessionUpdate?.(message.token)
      return
    }
    const request = waiting.get(message.id)
    if (!request) return
    waiting.delete(message.id)
    if (message.kind === 'success') {
      request.resolve(message.payload)
      return
    }
    const error = toFrameError(message.message, message.event)
    parameters.onErrorEvent?.(error)
    request.reject(error)
  }

  const abortAll = () => {
    for (const request of waiting.values()) request.reject(new RequestAbortedError())
    waiting.clear()
  }

  const client: FrameClient = {
    origin,
    mount(nextQuery) {
      query = nextQuery
      const page = win()
      if (iframe || !page) return
      const frame = page.document.createElement('iframe')
      const src = new URL(url)
      src.searchParams.set('projectId', nextQuery.projectId)
      src.searchParams.set('chainId', String(nextQuery.chainId))
      src.searchParams.set('version', nextQuery.version)
      src.searchParams.set('enableLogger', String(nextQuery.enableLogger))
      frame.src = src.toString()
      frame.title = 'Secure login'
      frame.tabIndex = -1
      frame.setAttribute('aria-hidden', 'true')
      frame.dataset.walletkitLoginFrame = ''
      frame.style.cssText =
        'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0;'
      page.addEventListener('message', onMessage)
      stopListening = () => page.removeEventListener('message', onMessage)
      page.document.body.appendChild(frame)
      iframe = frame
    },
    isMounted: () => iframe !== undefined,
    ready: () => readiness.promise,
    request(type, payload, options = {}) {
      const target = iframe?.contentWindow
      if (!iframe) return Promise.reject(new FrameIframeNotSetError())
      const { signal } = options
      if (signal?.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
      const timeout = options.timeout ?? parameters.timeout ?? TIMINGS.authRequestTimeout
      const id = randomId()
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const finish = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          waiting.delete(id)
        }
        const onAbort = () => {
          finish()
          reject(new RequestAbortedError({ cause: signal?.reason }))
        }
        signal?.addEventListener('abort', onAbort)
        if (timeout !== false)
          timer = setTimeout(() => {
            finish()
            parameters.onTimeout?.(type)
            reject(new AuthRequestFailedError({ details: `The login frame did not answer ${type} in time` }))
          }, timeout)
        waiting.set(id, {
          resolve: (value) => {
            finish()
            resolve(value as FrameResponse<typeof type>)
          },
          reject: (error) => {
            finish()
            reject(error)
          },
        })
        readiness.promise.then(() => {
          if (!waiting.has(id)) return
          const message: AppMessage = { type: `${APP_EVENT_PREFIX}${type}`, id, payload }
          const current = iframe?.contentWindow ?? target
          if (!current) {
            finish()
            reject(new FrameIframeNotSetError())
            return
          }
          current.postMessage(message, origin)
        })
      })
    },
    async reload() {
      const reloaded = iframe
      if (!reloaded) return
      // Nothing under way will be answered by the reloaded frame; requests from now on wait for its next READY.
      const pending = [...waiting.values()]
      const reloading = client.request('RELOAD', undefined)
      for (const request of pending) request.reject(new RequestAbortedError())
      try {
        await reloading
        readiness = deferred()
      } catch {
        // A frame that cannot reload itself is replaced (unless it was removed meanwhile).
        if (iframe !== reloaded) return
        const last = query
        client.destroy()
        if (last) client.mount(last)
      }
    },
    destroy() {
      abortAll()
      stopListening?.()
      stopListening = undefined
      iframe?.remove()
      iframe = undefined
      readiness = deferred()
    },
  }
  return client
}

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function randomId(): string {
  return globalThis.crypto.randomUUID()
}
