import { APP_EVENT_PREFIX, type AppEvent, parseAppMessage } from 'walletkit/schemas'

/** A message event as the frame's window receives it. */
export type IncomingMessage = { origin: string; source: unknown; data: unknown }

/** What the frame does with one message: handle the event, or drop it (`malformed` ones are logged). */
export type AcceptedMessage =
  | { kind: 'event'; event: AppEvent }
  | { kind: 'dropped'; reason: string; malformed?: boolean }

export type AcceptAppMessageOptions = {
  /** The window that embeds the frame. */
  parent: unknown
  /** The embedding page's origin. */
  parentOrigin: string
}

/**
 * The frame's filter of incoming messages (spec 7): only from the embedding page's window and origin, only `@w3m-app/`
 * events that parse.
 * @example const accept = acceptAppMessage({ parent: window.parent, parentOrigin }); accept(event)
 */
export function acceptAppMessage({ parent, parentOrigin }: AcceptAppMessageOptions) {
  return (message: IncomingMessage): AcceptedMessage => {
    if (message.source !== parent || message.origin !== parentOrigin)
      return { kind: 'dropped', reason: 'not from the embedding page' }
    const data = message.data as { type?: unknown } | null
    if (typeof data?.type !== 'string' || !data.type.startsWith(APP_EVENT_PREFIX))
      return { kind: 'dropped', reason: 'not an app event' }
    const parsed = parseAppMessage(message.data)
    if ('error' in parsed) return { kind: 'dropped', reason: parsed.error, malformed: true }
    return { kind: 'event', event: parsed }
  }
}
