import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { parseResponseBody } from './parseResponseBody.js'

const schema = z.object({ count: z.number() })
const endpoint = '/getWallets'

describe('parseResponseBody', () => {
  it('returns the parsed value when the JSON matches the schema', () => {
    expect(parseResponseBody({ endpoint, text: '{"count":3,"extra":true}', schema })).toEqual({ count: 3 })
  })

  it('reads a blank body as undefined', () => {
    expect(parseResponseBody({ endpoint, text: ' \n', schema: z.undefined() })).toBeUndefined()
  })

  it('names the endpoint when the text is not JSON', () => {
    expect(() =>
      parseResponseBody({ endpoint, text: '{"count":', schema }),
    ).toThrowErrorMatchingInlineSnapshot(`[InvalidResponseError: Invalid response from /getWallets]`)
  })

  it('says what does not match, with the zod error as the cause', () => {
    const error = (() => {
      try {
        return parseResponseBody({ endpoint, text: '{"count":"3"}', schema })
      } catch (caught) {
        return caught
      }
    })() as InvalidResponseError

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.endpoint).toBe('/getWallets')
    expect(error.details).toBe('✖ Invalid input: expected number, received string\n  → at count')
    expect(error.cause).toBeInstanceOf(z.ZodError)
  })
})
