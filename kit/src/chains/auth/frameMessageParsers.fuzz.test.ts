import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { badValues, nearlyValid, wrongValues } from '../../test/badInputs.js'
import { expectOnlyTypedErrors, FUZZ_RUNS } from '../../test/expectOnlyTypedErrors.js'
import {
  APP_EVENT_PREFIX,
  APP_EVENT_TYPES,
  appEventPayloadSchemas,
  FRAME_EVENT_PREFIX,
  frameErrorPayloadSchema,
  frameOnlyEventSchemas,
  frameResponseSchemas,
} from './frameMessages.js'
import { parseAppMessage } from './parseAppMessage.js'
import { parseFrameMessage } from './parseFrameMessage.js'

/** An envelope of `type` with a near-miss of `schema` (or any bad value) as payload, and a good or bad id. */
const envelope = (type: string, schema: z.ZodType) =>
  fc.record(
    {
      type: fc.constant(type),
      id: fc.oneof(fc.uuid(), fc.constant(''), wrongValues),
      payload: fc.oneof(nearlyValid(schema), badValues),
    },
    { requiredKeys: ['type'] },
  )

const frameMessages = fc.oneof(
  fc
    .constantFrom(...APP_EVENT_TYPES)
    .chain((event) =>
      fc.oneof(
        envelope(`${FRAME_EVENT_PREFIX}${event}_SUCCESS`, frameResponseSchemas[event]),
        envelope(`${FRAME_EVENT_PREFIX}${event}_ERROR`, frameErrorPayloadSchema),
      ),
    ),
  envelope(`${FRAME_EVENT_PREFIX}READY`, frameOnlyEventSchemas.READY),
  envelope(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`, frameOnlyEventSchemas.SESSION_UPDATE),
  envelope(`${FRAME_EVENT_PREFIX}_SUCCESS`, frameErrorPayloadSchema),
  badValues,
)

const appMessages = fc.oneof(
  fc
    .constantFrom(...APP_EVENT_TYPES)
    .chain((event) => envelope(`${APP_EVENT_PREFIX}${event}`, appEventPayloadSchemas[event])),
  envelope(`${APP_EVENT_PREFIX}__proto__`, frameErrorPayloadSchema),
  envelope(`${APP_EVENT_PREFIX}constructor`, frameErrorPayloadSchema),
  badValues,
)

describe(`login frame message parsers: ${FUZZ_RUNS} bad messages each, only typed results`, () => {
  it('parseFrameMessage answers a FrameMessage or { kind: "malformed" }, never throws', () => {
    expectOnlyTypedErrors(frameMessages, (data) => {
      const parsed = parseFrameMessage(data)
      expect(['ready', 'session', 'success', 'error', 'malformed']).toContain(parsed.kind)
    })
  })

  it('parseAppMessage answers an AppEvent or { error }, never throws', () => {
    expectOnlyTypedErrors(appMessages, (data) => {
      const parsed = parseAppMessage(data)
      expect('error' in parsed ? typeof parsed.error : APP_EVENT_TYPES.includes(parsed.type)).toBeTruthy()
    })
  })
})
