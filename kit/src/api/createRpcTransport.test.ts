import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import { BaseError, createPublicClient } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../config/caipNetworkSchema.js'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { acceptsBody, malformedBodies } from '../test/malformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createRpcTransport, rpcUrlFor } from './createRpcTransport.js'
import { jsonRpcBatchResponseSchema } from './jsonRpcResponseSchema.js'

const server = setupTestServer()
const requests = recordRequests(server)

const provider = 'https://rpc.example'
const node = 'https://eth.node.example'
const network: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [node] } },
}

type RpcRequest = { jsonrpc: '2.0'; id: number; method: string; params?: unknown[] }

/** A JSON-RPC node: `reply` gives each request's result or error; single requests and batches are both answered. */
function rpcNode(
  url: string,
  reply: (request: RpcRequest) => { result: unknown } | { error: { code: number; message: string } },
) {
  const answer = (request: RpcRequest) => ({ jsonrpc: '2.0', id: request.id, ...reply(request) })
  return http.post(url, async ({ request }) => {
    const body = (await request.json()) as RpcRequest | RpcRequest[]
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body))
  })
}

const jsonRpcNode = (url: string, result: (request: RpcRequest) => unknown) =>
  rpcNode(url, (request) => ({ result: result(request) }))
const rpcError = (url: string, code: number, message = `failed with ${code}`) =>
  rpcNode(url, () => ({ error: { code, message } }))

const client = () =>
  createPublicClient({
    transport: createRpcTransport({ blockchainApiUrl: provider, projectId: 'project-1', network }),
  })

describe('createRpcTransport', () => {
  it("POSTs chain JSON-RPC to the provider's per-network endpoint", async () => {
    server.use(jsonRpcNode(`${provider}/v1/`, () => '0x10'))

    await expect(client().getBlockNumber()).resolves.toBe(16n)

    const sent = await seen(requests[0])
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/',
      query: { chainId: 'eip155:1', projectId: 'project-1' },
      // batching is on, so even a lone request travels as a batch of one
      body: [{ jsonrpc: '2.0', method: 'eth_blockNumber' }],
    })
    expect(requests[0]?.url).toBe('https://rpc.example/v1/?chainId=eip155:1&projectId=project-1')
  })

  it('sends requests made together as one JSON-RPC batch', async () => {
    server.use(jsonRpcNode(`${provider}/v1/`, ({ method }) => (method === 'eth_chainId' ? '0x1' : '0x2a')))
    const publicClient = client()

    const [blockNumber, chainId, gasPrice] = await Promise.all([
      publicClient.getBlockNumber(),
      publicClient.getChainId(),
      publicClient.getGasPrice(),
    ])

    expect([blockNumber, chainId, gasPrice]).toEqual([42n, 1, 42n])
    expect(requests).toHaveLength(1)
    const { body } = await seen(requests[0])
    expect((body as RpcRequest[]).map(({ method }) => method)).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
    ])
  })

  it('splits more than 1000 requests into batches of at most 1000', async () => {
    server.use(jsonRpcNode(`${provider}/v1/`, () => '0x0'))
    const publicClient = client()

    await Promise.all(
      Array.from({ length: 1001 }, (_, index) =>
        publicClient.request({
          method: 'eth_getTransactionCount',
          params: [`0x${index.toString(16).padStart(40, '0')}`, 'latest'],
        }),
      ),
    )

    const sizes = await Promise.all(
      requests.map(async (request) => ((await seen(request)).body as unknown[]).length),
    )
    expect(sizes.sort((a, b) => b - a)).toEqual([1000, 1])
  })

  it("falls back to the network's own RPC URL when the provider fails", async () => {
    server.use(
      http.post(`${provider}/v1/`, () => new HttpResponse('unavailable', { status: 503 })),
      jsonRpcNode(node, () => '0x7'),
    )

    await expect(client().getBlockNumber()).resolves.toBe(7n)
    expect(requests.map((request) => new URL(request.url).origin)).toEqual([provider, node])
  })

  it('falls back when the provider does not know the method (-32601)', async () => {
    server.use(
      rpcError(`${provider}/v1/`, -32601),
      jsonRpcNode(node, () => '0x8'),
    )

    await expect(client().getBlockNumber()).resolves.toBe(8n)
  })

  it.each([
    [5000, 'the CAIP user rejection'],
    [4001, 'the EIP-1193 user rejection'],
    [-32003, 'a rejected transaction'],
    [-32004, 'an unsupported method'],
    [4200, 'an unsupported provider method'],
  ])('stops at once, with no fallback and no retry, on %i (%s)', async (code) => {
    server.use(rpcError(`${provider}/v1/`, code))

    await expect(client().getBlockNumber()).rejects.toThrow()
    expect(requests).toHaveLength(1)
  })

  it('stops on a reverted execution', async () => {
    server.use(rpcError(`${provider}/v1/`, 3, 'execution reverted: nope'))

    await expect(client().call({ to: '0x0000000000000000000000000000000000000001' })).rejects.toThrow(
      /execution reverted/,
    )
    expect(requests).toHaveLength(1)
  })

  it('gives the provider 10 s before falling back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.post(`${provider}/v1/`, () => new Promise<Response>(() => undefined)),
      jsonRpcNode(node, () => '0x9'),
    )

    const blockNumber = client().getBlockNumber()
    await vi.advanceTimersByTimeAsync(1) // viem's batch scheduler sends on the next tick (1 ms under fake timers)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2) // the 10 s time-out, then the next batch tick towards the network's node

    await expect(blockNumber).resolves.toBe(9n)
    expect(requests.map((request) => new URL(request.url).origin)).toEqual([provider, node])
  })
})

describe('createRpcTransport with malformed answers', () => {
  it("moves on to the network's node when the provider answers garbage", async () => {
    server.use(
      http.post(`${provider}/v1/`, () => HttpResponse.json([{ jsonrpc: '2.0', id: 0 }])),
      jsonRpcNode(node, () => '0xa'),
    )

    await expect(client().getBlockNumber()).resolves.toBe(10n)
    expect(requests).toHaveLength(2)
  })

  it('rejects with a typed viem error caused by InvalidResponseError for every malformed, truncated or wrongly typed answer', async () => {
    let body = ''
    const respond = () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } })
    server.use(http.post(`${provider}/v1/`, respond), http.post(node, respond))
    const transport = createRpcTransport({
      blockchainApiUrl: provider,
      projectId: 'project-1',
      network,
      retryCount: 0,
    })

    await fc.assert(
      fc.asyncProperty(malformedBodies, async (next) => {
        fc.pre(!acceptsBody(jsonRpcBatchResponseSchema, next))
        body = next
        const error = await createPublicClient({ transport })
          .getBlockNumber({ cacheTime: 0 })
          .catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(BaseError)
        expect((error as BaseError).walk((cause) => cause instanceof InvalidResponseError)).toBeInstanceOf(
          InvalidResponseError,
        )
      }),
      { numRuns: 100 },
    )
  })
})

describe('rpcUrlFor', () => {
  it('joins the base URL without doubling its slash and escapes the project id', () => {
    expect(
      rpcUrlFor({
        blockchainApiUrl: 'https://rpc.example/',
        projectId: 'a b&c',
        caipNetworkId: 'eip155:8453',
      }),
    ).toBe('https://rpc.example/v1/?chainId=eip155:8453&projectId=a%20b%26c')
  })
})
