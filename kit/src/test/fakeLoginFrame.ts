import type { AppEventType, AppMessage } from '../chains/auth/frameMessages.js'

/** How the fake frame answers one app event: a SUCCESS payload, or `{ error }` for an ERROR event. */
export type FakeFrameAnswer = unknown | { error: string }
/** Answers an app event; `undefined` leaves it unanswered. */
export type FakeFrameHandler = (type: AppEventType, payload: unknown) => FakeFrameAnswer | undefined

/**
 * Stands in for the login frame inside jsdom: takes over the iframe the kit mounted, says READY, records every app
 * event the kit posts and answers each one with its handler (events without a handler get no answer).
 * @example const frame = fakeLoginFrame((type) => (type === 'IS_CONNECTED' ? { isConnected: true } : undefined))
 */
export function fakeLoginFrame(handle: FakeFrameHandler) {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
  const frameWindow = iframe?.contentWindow
  if (!iframe || !frameWindow) throw new Error('The kit has not mounted the login frame')
  const origin = new URL(iframe.src).origin
  const received: AppMessage[] = []
  const post = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frameWindow as MessageEventSource }),
    )
  frameWindow.postMessage = ((message: AppMessage) => {
    received.push(message)
    const event = message.type.replace('@w3m-app/', '') as AppEventType
    const answer = handle(event, message.payload)
    if (answer === undefined) return
    void Promise.resolve().then(() => {
      const failed = typeof answer === 'object' && answer !== null && 'error' in answer
      post({
        type: `@w3m-frame/${event}_${failed ? 'ERROR' : 'SUCCESS'}`,
        id: message.id,
        payload: failed ? { message: (answer as { error: string }).error } : answer,
      })
    })
  }) as Window['postMessage']
  post({ type: '@w3m-frame/READY', payload: { version: 'test' } })
  return {
    received,
    /** The app events received so far, by type. */
    types: () => received.map((message) => message.type.replace('@w3m-app/', '')),
    payloadsOf: (type: AppEventType) =>
      received.filter((message) => message.type === `@w3m-app/${type}`).map((message) => message.payload),
    post,
  }
}
