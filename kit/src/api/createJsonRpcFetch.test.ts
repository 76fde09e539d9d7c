import { HttpResponse, http, type JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createJsonRpcFetch } from './createJsonRpcFetch.js'

const server = setupTestServer()

const url = 'https://node.example/'
const answer = (body: JsonBodyType) => server.use(http.post(url, () => HttpResponse.json(body)))
const post = (body: unknown) =>
  createJsonRpcFetch()(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })
const batch = [
  { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
  { jsonrpc: '2.0', id: 2, method: 'eth_getBlockByNumber', params: ['latest', false] },
]

describe('createJsonRpcFetch', () => {
  it('passes a well-formed batch answer through unchanged, in any order', async () => {
    const body = [
      { jsonrpc: '2.0', id: 2, result: null },
      { jsonrpc: '2.0', id: 1, result: '0x10' },
    ]
    answer(body)

    const response = await post(batch)

    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual(body)
  })

  it('passes JSON-RPC errors through for viem to report', async () => {
    answer({ jsonrpc: '2.0', id: 7, error: { code: 4001, message: 'User rejected' } })

    const response = await post({ jsonrpc: '2.0', id: 7, method: 'eth_sendTransaction' })

    expect(await response.json()).toMatchObject({ error: { code: 4001 } })
  })

  it('leaves a refused request to viem, untouched', async () => {
    server.use(http.post(url, () => new HttpResponse('busy', { status: 429 })))

    const response = await post(batch)

    expect(response.status).toBe(429)
    expect(await response.text()).toBe('busy')
  })

  it.each([
    [
      'an answer without result or error',
      [
        { jsonrpc: '2.0', id: 1 },
        { jsonrpc: '2.0', id: 2, result: null },
      ],
      /Invalid input\n {2}→ at \[0\]/,
    ],
    ['a single object for a batch', { jsonrpc: '2.0', id: 1, result: '0x1' }, /expected array/],
    [
      'an answer to a request that was not sent',
      [
        { jsonrpc: '2.0', id: 1, result: '0x1' },
        { jsonrpc: '2.0', id: 3, result: null },
      ],
      /^Answers request 3, which was not sent$/,
    ],
    [
      'a request left unanswered',
      [{ jsonrpc: '2.0', id: 1, result: '0x1' }],
      /^Leaves request 2 unanswered$/,
    ],
    [
      'a quantity that is not hex',
      [
        { jsonrpc: '2.0', id: 1, result: 16 },
        { jsonrpc: '2.0', id: 2, result: null },
      ],
      /^eth_blockNumber answered 16, not a hex quantity$/,
    ],
  ])('refuses %s with InvalidResponseError', async (_, body, details) => {
    answer(body)

    const error = await post(batch).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).message).toBe(`Invalid response from ${url}`)
    expect((error as InvalidResponseError).details).toMatch(details)
  })

  it('checks only the envelope when it cannot read what was sent', async () => {
    answer({ jsonrpc: '2.0', id: 99, result: 'anything' })

    await expect(post('not json')).resolves.toBeInstanceOf(Response)
    await expect(createJsonRpcFetch()(url, { method: 'POST' })).resolves.toBeInstanceOf(Response)
  })
})
