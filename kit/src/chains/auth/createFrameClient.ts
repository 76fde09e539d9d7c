import { TIMINGS } from '../../config/constants.js'
import { AuthRequestFailedError } from '../../errors/AuthRequestFailedError.js'
import { FrameIframeNotSetError } from '../../errors/FrameIframeNotSetError.js'
import { FrameParentNotSetError } from '../../errors/FrameParentNotSetError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'
import { createLoginIframe } from './createLoginIframe.js'
import {
  APP_EVENT_PREFIX,
  type AppEventPayload,
  type AppEventType,
  type AppMessage,
  type FrameResponse,
} from './frameMessages.js'
import { parseFrameMessage } from './parseFrameMessage.js'
import { createFrameReadiness, type FrameReadiness, reloadFrame } from './reloadFrame.js'
import { showLoginIframe } from './showLoginIframe.js'
import { toFrameError } from './toFrameError.js'
import { type Waiting, waitForFrameAnswer } from './waitForFrameAnswer.js'

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
  /**
   * Called when a request timed out (spec 8), with the event's type and whether the frame had loaded (said READY):
   * a frame that never did is spec 8's socials load time-out.
   */
  onTimeout?: ((type: AppEventType, frame: { ready: boolean }) => void) | undefined
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
  /** Shows the iframe over `slot` (the approval view's frame area), where the frame shows its consent screen. */
  show(slot: HTMLElement): void
  /** Hides the iframe again. */
  hide(): void
  /** Whether the iframe is showing over a slot that is in the page. */
  isShowing(): boolean
  /** Resolves 500 ms after the frame said READY. */
  ready(): Promise<void>
  /** Sends an app event and resolves with the frame's SUCCESS payload; rejects with a typed error otherwise. */
  request<Type extends AppEventType>(
    type: Type,
    payload: AppEventPayload<Type>,
    options?: FrameRequestOptions,
  ): Promise<FrameResponse<Type>>
  /**
   * Reloads the frame (RELOAD; spec 2: after leaving Farcaster unconnected): requests under way are aborted; those
   * made from the moment RELOAD is sent wait for the reloaded frame's READY (`reloadFrame`). A frame that does not
   * take RELOAD is replaced with a fresh iframe.
   */
  reload(): Promise<void>
  /** Removes the iframe and the listener; requests under way are aborted. */
  destroy(): void
}

/**
 * Creates the client of the login frame (spec 2, 7): a hidden iframe added to the body when first needed (never at
 * import), messages prefixed `@w3m-app/` out and `@w3m-frame/` in, each request with a random id answered by a SUCCESS
 * or ERROR event with that id. Messages are accepted only from the frame's origin and window, and only when they
 * parse; others are dropped and logged. A request waits for READY and the 500 ms settle, and gives up after 30 s with
 * "Something went wrong" (calling `onTimeout`); an aborted one rejects with "Request was aborted".
 * @example const frame = createFrameClient({ url }); frame.mount(query); await frame.request('IS_CONNECTED', {})
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const { url } = parameters
  const origin = new URL(url).origin
  const state: FrameState = {
    iframe: undefined,
    query: undefined,
    readiness: createFrameReadiness(),
    stopListening: undefined,
    waiting: new Map(),
    shown: undefined,
  }
  const win = () => parameters.window ?? (typeof window === 'undefined' ? undefined : window)
  const onMessage = frameMessageHandler(state, parameters, origin)

  const client: FrameClient = {
    origin,
    mount(nextQuery) {
      state.query = nextQuery
      const page = win()
      if (state.iframe || !page) return
      // The frame needs a parent element: a kit started from the page's <head> before <body> exists has none yet.
      if (!page.document.body)
        throw new FrameParentNotSetError({ details: 'The page has no <body> to add the login frame to yet' })
      page.addEventListener('message', onMessage)
      state.stopListening = () => page.removeEventListener('message', onMessage)
      state.iframe = page.document.body.appendChild(createLoginIframe(page, url, nextQuery))
    },
    isMounted: () => state.iframe !== undefined,
    show(slot) {
      const page = win()
      if (!state.iframe || !page || state.shown?.slot === slot) return
      client.hide()
      state.shown = { slot, hide: showLoginIframe(page, state.iframe, slot) }
      state.iframe.focus()
    },
    hide() {
      state.shown?.hide()
      state.shown = undefined
    },
    isShowing: () => state.iframe !== undefined && state.shown?.slot.isConnected === true,
    ready: () => state.readiness.promise,
    request: (type, payload, options = {}) =>
      sendFrameRequest(state, parameters, origin, type, payload, options),
    reload: () =>
      reloadFrame(state, {
        sendReload: () => client.request('RELOAD', undefined),
        createReadiness: createFrameReadiness,
        mount: () => state.query && client.mount(state.query),
      }),
    destroy() {
      client.hide()
      for (const request of state.waiting.values()) request.reject(new RequestAbortedError())
      state.waiting.clear()
      state.stopListening?.()
      state.stopListening = undefined
      state.iframe?.remove()
      state.iframe = undefined
      state.readiness = createFrameReadiness()
    },
  }
  return client
}

/** What one frame client holds: its iframe, the query it was mounted with, READY, and the requests waiting. */
type FrameState = {
  iframe: HTMLIFrameElement | undefined
  query: FrameQuery | undefined
  readiness: FrameReadiness
  stopListening: (() => void) | undefined
  waiting: Map<string, Waiting>
  /** The approval view's slot the iframe shows over, and how to hide it. */
  shown: { slot: HTMLElement; hide(): void } | undefined
}

/** The window's message listener: only the frame's origin and window, only messages that parse. */
function frameMessageHandler(state: FrameState, parameters: CreateFrameClientParameters, origin: string) {
  const { settle = TIMINGS.frameSettle, logger } = parameters
  return (event: MessageEvent) => {
    if (event.origin !== origin || !state.iframe || event.source !== state.iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (message.kind === 'malformed') {
      logger?.warn('Dropped a malformed login-frame message', message.reason)
      return
    }
    if (message.kind === 'ready') {
      const { readiness } = state
      setTimeout(() => readiness.resolve(), settle)
      return
    }
    if (message.kind === 'session') {
      parameters.onSessionUpdate?.(message.token)
      return
    }
    const request = state.waiting.get(message.id)
    if (!request) return
    state.waiting.delete(message.id)
    if (message.kind === 'success') {
      request.resolve(message.payload)
      return
    }
    const error = toFrameError(message.message, message.event)
    parameters.onErrorEvent?.(error)
    request.reject(error)
  }
}

/** Sends one app event once the frame is READY, and waits for its answer, the time-out or an abort. */
function sendFrameRequest<Type extends AppEventType>(
  state: FrameState,
  parameters: CreateFrameClientParameters,
  origin: string,
  type: Type,
  payload: AppEventPayload<Type>,
  { signal, timeout: own }: FrameRequestOptions,
): Promise<FrameResponse<Type>> {
  const target = state.iframe?.contentWindow
  if (!state.iframe) return Promise.reject(new FrameIframeNotSetError())
  if (signal?.aborted) return Promise.reject(new RequestAbortedError({ cause: signal.reason }))
  const timeout = own ?? parameters.timeout ?? TIMINGS.authRequestTimeout
  const id = randomId()
  return new Promise((resolve, reject) => {
    const finish = waitForFrameAnswer(state.waiting, id, { resolve, reject }, signal)
    if (timeout !== false)
      finish.timer = setTimeout(() => {
        finish.reject(
          new AuthRequestFailedError({ details: `The login frame did not answer ${type} in time` }),
        )
        parameters.onTimeout?.(type, { ready: state.readiness.settled })
      }, timeout)
    state.readiness.promise.then(() => {
      if (!state.waiting.has(id)) return
      const message: AppMessage = { type: `${APP_EVENT_PREFIX}${type}`, id, payload }
      const current = state.iframe?.contentWindow ?? target
      if (!current) finish.reject(new FrameIframeNotSetError())
      else current.postMessage(message, origin)
    })
  })
}

function randomId(): string {
  return globalThis.crypto.randomUUID()
}
