import { z } from 'zod'
import {
  APP_EVENT_PREFIX,
  APP_EVENT_TYPES,
  type AppEventPayload,
  type AppEventType,
  appEventPayloadSchemas,
  envelopeSchema,
} from './frameMessages.js'

/** An app event as the login frame receives it, once it parsed. */
export type AppEvent = {
  [Type in AppEventType]: { type: Type; id: string; payload: AppEventPayload<Type> }
}[AppEventType]

const eventTypes: ReadonlySet<string> = new Set(APP_EVENT_TYPES)

/**
 * The frame side of the protocol (spec 7): parses a message the app posted, `{ type: '@w3m-app/…', id, payload }`,
 * checking the payload against its event's schema. Returns `{ error }` for anything else.
 * @example const parsed = parseAppMessage(event.data); if ('error' in parsed) return
 */
export function parseAppMessage(data: unknown): AppEvent | { error: string } {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success) return { error: 'not a message envelope' }
  const { type, id, payload } = envelope.data
  if (!type.startsWith(APP_EVENT_PREFIX)) return { error: `unknown prefix in ${type}` }
  const name = type.slice(APP_EVENT_PREFIX.length)
  if (!eventTypes.has(name)) return { error: `unknown app event ${type}` }
  if (!id) return { error: `${type} without an id` }
  const event = name as AppEventType
  const parsed = appEventPayloadSchemas[event].safeParse(payload)
  if (!parsed.success) return { error: `${type}: ${z.prettifyError(parsed.error)}` }
  return { type: event, id, payload: parsed.data } as AppEvent
}
