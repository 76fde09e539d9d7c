import { APP_EVENT_PREFIX, type AppEvent, parseAppMessage } from 'walletkit/schemas'
import { isLoopbackOrigin } from './isLoopbackOrigin.js'

/** A message event as the frame's window receives it. */
export type IncomingMessage = { origin: string; source: unknown; data: unknown }

/**
 * What the frame does with one message: handle the event, refuse it (the embedding page is not allowed: answered with
 * the allowlist refusal of spec 8), or drop it (`malformed` ones are logged).
 */
export type AcceptedMessage =
  | { kind: 'event'; event: AppEvent }
  | { kind: 'refused'; event: AppEvent }
  | { kind: 'dropped'; reason: string; malformed?: boolean }

export type AcceptAppMessageOptions = {
  /** The window that embeds the frame. */
  parent: unknown
  /** The embedding page's origin. */
  parentOrigin: string
  /** The origins allowed to embed the frame (from its server); without a list, only pages on this machine are. */
  allowedOrigins: readonly string[] | undefined
}

/** How many message ids the frame remembers to drop repeats. */
const REMEMBERED_IDS = 1_000

/**
 * The frame's filter of incoming messages (spec 7): only from the embedding page's window and origin, only `@w3m-app/`
 * events that parse, each id once (a replayed message is dropped). An embedding page whose origin is not allowed gets
 * its events refused, never handled.
 * @example const accept = acceptAppMessage({ parent: window.parent, parentOrigin, allowedOrigins }); accept(event)
 */
export function acceptAppMessage({ parent, parentOrigin, allowedOrigins }: AcceptAppMessageOptions) {
  const allowed = allowedOrigins ? allowedOrigins.includes(parentOrigin) : isLoopbackOrigin(parentOrigin)
  const seen = new Set<string>()
  return (message: IncomingMessage): AcceptedMessage => {
    if (message.source !== parent || message.origin !== parentOrigin)
      return { kind: 'dropped', reason: 'not from the embedding page' }
    const data = message.data as { type?: unknown } | null
    if (typeof data?.type !== 'string' || !data.type.startsWith(APP_EVENT_PREFIX))
      return { kind: 'dropped', reason: 'not an app event' }
    const parsed = parseAppMessage(message.data)
    if ('error' in parsed) return { kind: 'dropped', reason: parsed.error, malformed: true }
    if (seen.has(parsed.id)) return { kind: 'dropped', reason: `repeated id ${parsed.id}` }
    seen.add(parsed.id)
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string)
    return allowed ? { kind: 'event', event: parsed } : { kind: 'refused', event: parsed }
  }
}
