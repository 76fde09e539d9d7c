import { z } from 'zod'
import {
  APP_EVENT_TYPES,
  type AppEventType,
  envelopeSchema,
  FRAME_EVENT_PREFIX,
  frameErrorPayloadSchema,
  frameOnlyEventSchemas,
  frameResponseSchemas,
} from './frameMessages.js'

/** A message of the login frame, once it parsed (spec 7). */
export type FrameMessage =
  | { kind: 'ready'; version: string | undefined }
  | { kind: 'session'; token: string }
  | { kind: 'success'; event: AppEventType; id: string; payload: unknown }
  | { kind: 'error'; event: AppEventType; id: string; message: string | undefined }

/** Why a message was dropped. */
export type DroppedFrameMessage = { kind: 'malformed'; reason: string }

const eventTypes: ReadonlySet<string> = new Set(APP_EVENT_TYPES)

/**
 * Parses one message from the login frame: READY, SESSION_UPDATE, or the `_SUCCESS` / `_ERROR` answer to an app event,
 * with the answer's payload checked against that event's schema. Anything else is `{ kind: 'malformed' }`.
 * @example parseFrameMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
 */
export function parseFrameMessage(data: unknown): FrameMessage | DroppedFrameMessage {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success) return malformed('not a message envelope')
  const { type, id, payload } = envelope.data
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return malformed(`unknown prefix in ${type}`)
  const name = type.slice(FRAME_EVENT_PREFIX.length)
  if (name === 'READY') {
    const ready = frameOnlyEventSchemas.READY.safeParse(payload)
    return ready.success ? { kind: 'ready', version: ready.data?.version } : malformed('READY payload')
  }
  if (name === 'SESSION_UPDATE') {
    const session = frameOnlyEventSchemas.SESSION_UPDATE.safeParse(payload)
    return session.success
      ? { kind: 'session', token: session.data.token }
      : malformed('SESSION_UPDATE payload')
  }
  const outcome = name.endsWith('_SUCCESS') ? 'success' : name.endsWith('_ERROR') ? 'error' : undefined
  const event = outcome ? name.slice(0, name.lastIndexOf('_')) : name
  if (!outcome || !eventTypes.has(event)) return malformed(`unknown event ${type}`)
  if (id === undefined || id === '') return malformed(`${type} without an id`)
  const known = event as AppEventType
  if (outcome === 'error') {
    const error = frameErrorPayloadSchema.safeParse(payload)
    return { kind: 'error', event: known, id, message: error.success ? error.data?.message : undefined }
  }
  const parsed = frameResponseSchemas[known].safeParse(payload)
  if (!parsed.success) return malformed(`${type}: ${z.prettifyError(parsed.error)}`)
  return { kind: 'success', event: known, id, payload: parsed.data }
}

const malformed = (reason: string): DroppedFrameMessage => ({ kind: 'malformed', reason })
