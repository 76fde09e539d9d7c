import fc from 'fast-check'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { NetworkRequestError } from '../errors/NetworkRequestError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.js'
import { WalletKitError } from '../errors/WalletKitError.js'
import { acceptsBody, malformedBodies } from '../test/malformedBodies.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createHttpClient } from './createHttpClient.js'

const server = setupTestServer()

const base = 'https://api.example'
const query = { st: 'walletkit', sv: 'react-walletkit-0.1.0', projectId: 'project-1' }
const itemSchema = z.object({ name: z.string() })

/** Records every request the provider receives. */
function recordRequests() {
  const requests: Request[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone())
  })
  return requests
}

describe('createHttpClient get', () => {
  it('adds st, sv and projectId to the query and leaves out undefined values', async () => {
    const requests = recordRequests()
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ name: 'a' })))
    const client = createHttpClient({ baseUrl: base, query })

    const item = await client.get({
      path: '/v1/items',
      query: { cursor: 'c1', chainId: undefined },
      schema: itemSchema,
    })

    expect(item).toEqual({ name: 'a' })
    const url = new URL(requests[0]?.url ?? '')
    expect(requests[0]?.method).toBe('GET')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cursor: 'c1',
      st: 'walletkit',
      sv: 'react-walletkit-0.1.0',
      projectId: 'project-1',
    })
  })

  it('adds clientId only when it is set, reading a query function on every call', async () => {
    const requests = recordRequests()
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ name: 'a' })))
    let clientId: string | undefined
    const client = createHttpClient({ baseUrl: `${base}/`, query: () => ({ ...query, clientId }) })

    await client.get({ path: 'v1/items', schema: itemSchema })
    clientId = 'client-9'
    await client.get({ path: 'v1/items', schema: itemSchema })

    expect(new URL(requests[0]?.url ?? '').searchParams.has('clientId')).toBe(false)
    expect(new URL(requests[1]?.url ?? '').searchParams.get('clientId')).toBe('client-9')
  })

  it('keeps a path prefix of the base URL', async () => {
    server.use(http.get(`${base}/sandbox/v1/items`, () => HttpResponse.json({ name: 'prefixed' })))
    const client = createHttpClient({ baseUrl: `${base}/sandbox`, query })

    await expect(client.get({ path: '/v1/items', schema: itemSchema })).resolves.toEqual({ name: 'prefixed' })
  })

  it('throws "HTTP status code: {status}" on a non-OK response', async () => {
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ error: 'nope' }, { status: 503 })))
    const client = createHttpClient({ baseUrl: base, query })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).message).toBe('HTTP status code: 503')
    expect((error as HttpStatusError).status).toBe(503)
    expect((error as HttpStatusError).url).toContain(`${base}/v1/items?`)
  })

  it('keeps the body of a 403 (it names the configuration problem), cut short, and drops other bodies', async () => {
    const long = `Origin not allowed ${'x'.repeat(5_000)}`
    server.use(
      http.get(`${base}/v1/items`, () => HttpResponse.text(long, { status: 403 })),
      http.get(`${base}/v1/other`, () => HttpResponse.json({ error: 'nope' }, { status: 503 })),
    )
    const client = createHttpClient({ baseUrl: base, query })

    const forbidden = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)
    const failed = await client
      .get({ path: '/v1/other', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect((forbidden as HttpStatusError).message).toBe('HTTP status code: 403')
    expect((forbidden as HttpStatusError).body).toBe(long.slice(0, 2_000))
    expect((failed as HttpStatusError).body).toBeUndefined()
  })

  it('names the endpoint when the body is not JSON', async () => {
    server.use(http.get(`${base}/v1/items`, () => new HttpResponse('{"name": "a', { status: 200 })))
    const client = createHttpClient({ baseUrl: base, query })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).message).toBe('Invalid response from /v1/items')
    expect((error as InvalidResponseError).details).toBe('The body is not JSON')
    expect((error as InvalidResponseError).cause).toBeInstanceOf(SyntaxError)
  })

  it('keeps the zod issue as the cause when the body does not match the schema', async () => {
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ name: 42 })))
    const client = createHttpClient({ baseUrl: base, query })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).cause).toBeInstanceOf(z.ZodError)
    expect((error as InvalidResponseError).details).toMatchInlineSnapshot(`
      "✖ Invalid input: expected string, received number
        → at name"
    `)
  })

  it('reads an empty body as undefined, for the schema to accept or refuse', async () => {
    server.use(http.get(`${base}/v1/items`, () => new HttpResponse(null, { status: 200 })))
    const client = createHttpClient({ baseUrl: base, query })

    await expect(client.get({ path: '/v1/items', schema: z.undefined() })).resolves.toBeUndefined()
    await expect(client.get({ path: '/v1/items', schema: itemSchema })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('throws RequestTimeoutError when the provider does not answer in time', async () => {
    server.use(
      http.get(`${base}/v1/items`, async () => {
        await delay('infinite')
        return HttpResponse.json({ name: 'late' })
      }),
    )
    const client = createHttpClient({ baseUrl: base, query, timeoutMs: 20 })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as RequestTimeoutError).details).toBe('/v1/items took longer than 20 ms')
  })

  it('throws "Request was aborted" when the caller aborts during the request', async () => {
    const controller = new AbortController()
    server.use(
      http.get(`${base}/v1/items`, async () => {
        controller.abort()
        await delay('infinite')
        return HttpResponse.json({ name: 'late' })
      }),
    )
    const client = createHttpClient({ baseUrl: base, query })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema, signal: controller.signal })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).message).toBe('Request was aborted')
  })

  it('sends nothing when the caller signal is already aborted', async () => {
    const requests = recordRequests()
    const client = createHttpClient({ baseUrl: base, query })

    await expect(
      client.get({ path: '/v1/items', schema: itemSchema, signal: AbortSignal.abort() }),
    ).rejects.toThrow('Request was aborted')
    expect(requests).toHaveLength(0)
  })

  it('turns a network failure into NetworkRequestError', async () => {
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.error()))
    const client = createHttpClient({ baseUrl: base, query })

    const error = await client
      .get({ path: '/v1/items', schema: itemSchema })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(NetworkRequestError)
    expect((error as NetworkRequestError).message).toBe('Network request failed')
    expect((error as NetworkRequestError).url).toContain(`${base}/v1/items`)
  })

  it('returns the empty value without a request while the network is unsupported', async () => {
    const requests = recordRequests()
    const client = createHttpClient({ baseUrl: base, query, isNetworkSupported: () => false })

    await expect(client.get({ path: '/v1/items', schema: itemSchema, empty: null })).resolves.toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('counts a failing support check as unsupported', async () => {
    const client = createHttpClient({
      baseUrl: base,
      query,
      isNetworkSupported: () => Promise.reject(new Error('supported-chains failed')),
    })

    await expect(client.get({ path: '/v1/items', schema: itemSchema, empty: { name: '' } })).resolves.toEqual(
      {
        name: '',
      },
    )
  })

  it('always runs a call that has no empty value', async () => {
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ name: 'ungated' })))
    const client = createHttpClient({ baseUrl: base, query, isNetworkSupported: () => false })

    await expect(client.get({ path: '/v1/items', schema: itemSchema })).resolves.toEqual({ name: 'ungated' })
  })

  it('runs a gated call while the network is supported', async () => {
    server.use(http.get(`${base}/v1/items`, () => HttpResponse.json({ name: 'supported' })))
    const client = createHttpClient({ baseUrl: base, query, isNetworkSupported: async () => true })

    await expect(client.get({ path: '/v1/items', schema: itemSchema, empty: null })).resolves.toEqual({
      name: 'supported',
    })
  })
})

describe('createHttpClient post and send', () => {
  it('posts a JSON body with only the given query', async () => {
    const requests = recordRequests()
    server.use(http.post(`${base}/v1/items`, () => HttpResponse.json({ name: 'created' })))
    const client = createHttpClient({ baseUrl: base, query })

    const item = await client.post({
      path: '/v1/items',
      query: { projectId: 'project-1' },
      body: { a: 1, skipped: undefined },
      schema: itemSchema,
    })

    expect(item).toEqual({ name: 'created' })
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      projectId: 'project-1',
    })
    expect(await requests[0]?.json()).toEqual({ a: 1 })
  })

  it('ignores the body of a sent request', async () => {
    server.use(http.post(`${base}/v1/revoke`, () => new HttpResponse('Accepted', { status: 202 })))
    const client = createHttpClient({ baseUrl: base, query })

    await expect(client.send({ path: '/v1/revoke', body: { pci: 'p' } })).resolves.toBeUndefined()
  })

  it('skips a gated send while the network is unsupported', async () => {
    const client = createHttpClient({ baseUrl: base, query, isNetworkSupported: () => false })

    await expect(client.send({ path: '/v1/revoke', empty: 'skipped' })).resolves.toBe('skipped')
    await expect(client.post({ path: '/v1/items', schema: itemSchema, empty: [] })).resolves.toEqual([])
  })

  it('throws HttpStatusError when a send is refused', async () => {
    server.use(http.post(`${base}/v1/revoke`, () => new HttpResponse(null, { status: 400 })))
    const client = createHttpClient({ baseUrl: base, query })

    await expect(client.send({ path: '/v1/revoke' })).rejects.toThrow('HTTP status code: 400')
  })
})

describe('createHttpClient getBlob', () => {
  it('returns the image bytes and sends the default query', async () => {
    const requests = recordRequests()
    server.use(
      http.get(`${base}/getWalletImage/w1`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    )
    const client = createHttpClient({ baseUrl: base, query })

    const blob = await client.getBlob({ path: '/getWalletImage/w1' })

    expect(blob.size).toBe(3)
    expect(blob.type).toBe('image/png')
    expect(new URL(requests[0]?.url ?? '').searchParams.get('projectId')).toBe('project-1')
  })

  it('refuses an empty image', async () => {
    server.use(http.get(`${base}/getWalletImage/w1`, () => new HttpResponse(null, { status: 200 })))
    const client = createHttpClient({ baseUrl: base, query })

    await expect(client.getBlob({ path: '/getWalletImage/w1' })).rejects.toThrow(
      'Invalid response from /getWalletImage/w1',
    )
  })

  it('throws HttpStatusError for a missing image', async () => {
    server.use(http.get(`${base}/getWalletImage/w1`, () => new HttpResponse(null, { status: 404 })))
    const client = createHttpClient({ baseUrl: base, query })

    await expect(client.getBlob({ path: '/getWalletImage/w1' })).rejects.toThrow('HTTP status code: 404')
  })
})

describe('createHttpClient with malformed bodies', () => {
  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    let body = ''
    server.use(
      http.get(`${base}/v1/items`, () => new HttpResponse(body)),
      http.post(`${base}/v1/items`, () => new HttpResponse(body)),
    )
    const client = createHttpClient({ baseUrl: base, query })

    await fc.assert(
      fc.asyncProperty(malformedBodies, fc.boolean(), async (next, usePost) => {
        fc.pre(!acceptsBody(itemSchema, next))
        body = next
        const call = usePost
          ? client.post({ path: '/v1/items', body: {}, schema: itemSchema })
          : client.get({ path: '/v1/items', schema: itemSchema })
        const error = await call.then(
          () => undefined,
          (caught: unknown) => caught,
        )
        expect(error).toBeInstanceOf(InvalidResponseError)
        expect(error).toBeInstanceOf(WalletKitError)
      }),
      { numRuns: 200 },
    )
  })
})
