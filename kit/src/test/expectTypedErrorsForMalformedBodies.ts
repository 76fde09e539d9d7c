// Test support for the api folder: the property every provider client must hold.
import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import type { SetupServer } from 'msw/node'
import { expect } from 'vitest'
import type { z } from 'zod'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { WalletKitError } from '../errors/WalletKitError.js'
import { acceptsBody, malformedBodies } from './malformedBodies.js'

/** One call of a client, and the schema its answer must pass. */
export type MalformedBodyCase = { name: string; schema: z.core.$ZodType; call: () => Promise<unknown> }

/**
 * Answers every request under `baseUrl` with malformed, truncated or wrongly typed bodies and asserts that each
 * call rejects with a typed InvalidResponseError (never another exception, never a resolved value).
 * @example
 * await expectTypedErrorsForMalformedBodies({ server, baseUrl, cases, numRuns: 300 })
 */
export async function expectTypedErrorsForMalformedBodies({
  server,
  baseUrl,
  cases,
  numRuns = 200,
}: {
  server: SetupServer
  baseUrl: string
  cases: MalformedBodyCase[]
  numRuns?: number
}): Promise<void> {
  let body = ''
  server.use(
    http.all(
      `${baseUrl}/*`,
      () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } }),
    ),
  )
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...cases), malformedBodies, async (current, next) => {
      fc.pre(!acceptsBody(current.schema, next))
      body = next
      const error = await current.call().then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(error, `${current.name} with body ${JSON.stringify(next)}`).toBeInstanceOf(InvalidResponseError)
      expect(error).toBeInstanceOf(WalletKitError)
    }),
    { numRuns },
  )
}
