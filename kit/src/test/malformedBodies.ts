// Test support for the api folder: response bodies a broken or hostile provider could send.
import fc from 'fast-check'
import { z } from 'zod'

/** Any JSON value, serialised. */
const jsonBodies = fc.jsonValue().map((value) => JSON.stringify(value))

/** Anything fast-check builds (no cycles, no bigints), serialised; undefined becomes an empty body. */
const anythingBodies = fc.anything().map((value) => JSON.stringify(value) ?? '')

/** A JSON body cut short, as a dropped connection or a proxy limit leaves it. */
const truncatedBodies = fc.tuple(fc.jsonValue(), fc.nat()).map(([value, cut]) => {
  const text = JSON.stringify(value)
  return text.slice(0, cut % Math.max(text.length, 1))
})

/** Text that is not JSON at all. */
const garbageBodies = fc.oneof(
  fc.string(),
  fc.constantFrom('<html>502 Bad Gateway</html>', '{"data": [', 'undefined', 'NaN', "{'a': 1}", '\u0000'),
)

/**
 * Malformed, truncated and wrongly typed bodies, for property tests of the provider clients.
 * @example
 * fc.assert(fc.asyncProperty(malformedBodies, async (body) => { ... }))
 */
export const malformedBodies = fc.oneof(jsonBodies, anythingBodies, truncatedBodies, garbageBodies)

/**
 * True when the body would pass the client's own checks (so a property may skip it with `fc.pre`).
 * @example
 * fc.pre(!acceptsBody(identitySchema, body))
 */
export function acceptsBody(schema: z.core.$ZodType, body: string): boolean {
  try {
    return z.safeParse(schema, body.trim() === '' ? undefined : JSON.parse(body)).success
  } catch {
    return false
  }
}
