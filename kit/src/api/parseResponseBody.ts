import { z } from 'zod'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'

/**
 * Parses a response text as JSON, then with the schema; an empty body is read as `undefined`. Anything else than
 * a match throws InvalidResponseError naming the endpoint, with the JSON or zod failure as its cause.
 * @example
 * parseResponseBody({ endpoint: '/v1/identity/0xabc', text: '{"avatar":null,"name":null}', schema: identitySchema })
 */
export function parseResponseBody<Schema extends z.core.$ZodType>({
  endpoint,
  text,
  schema,
}: {
  endpoint: string
  text: string
  schema: Schema
}): z.output<Schema> {
  let value: unknown
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text)
    } catch (error) {
      throw new InvalidResponseError({ endpoint, details: 'The body is not JSON', cause: error })
    }
  }
  const result = z.safeParse(schema, value)
  if (!result.success)
    throw new InvalidResponseError({ endpoint, details: z.prettifyError(result.error), cause: result.error })
  return result.data
}
