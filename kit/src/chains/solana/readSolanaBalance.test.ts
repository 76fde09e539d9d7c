import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { solanaAlice, solanaLocal, solanaMainnet } from '../../test/solanaTestWorld.js'
import { startSolanaAdapter } from '../../test/startSolanaAdapter.js'

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readSolanaBalance, through the Solana adapter', () => {
  const rpcAnswering = (answers: (() => Response)[]) => {
    const sent: { url: string; body: unknown }[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) })
      const answer = answers.shift()
      if (!answer) throw new TypeError('fetch failed')
      return answer()
    }
    return { rpc: { blockchainApiUrl: 'https://rpc.example', projectId: 'p1', fetch }, sent }
  }
  const json =
    (body: unknown, status = 200) =>
    () =>
      new Response(JSON.stringify(body), { status })

  it("reads lamports with getBalance on the provider's RPC and gives SOL with 9 decimals", async () => {
    const { rpc, sent } = rpcAnswering([
      json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 9 }, value: 1_500_000_001 } }),
    ])
    const { adapter } = startSolanaAdapter(rpc)
    expect(await adapter.getBalance?.({ address: solanaAlice, network: solanaMainnet })).toEqual({
      balance: '1.500000001',
      symbol: 'SOL',
    })
    expect(sent).toEqual([
      {
        url: `https://rpc.example/v1/?chainId=${solanaMainnet.caipNetworkId}&projectId=p1`,
        body: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [solanaAlice] },
      },
    ])
  })

  it("falls back to the network's own RPC URL when the provider's fails", async () => {
    const { rpc, sent } = rpcAnswering([json({}, 503), json({ jsonrpc: '2.0', id: 1, result: { value: 0 } })])
    const { adapter } = startSolanaAdapter(rpc)
    expect(await adapter.getBalance?.({ address: solanaAlice, network: solanaLocal })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    expect(sent.map((request) => request.url)).toEqual([
      'https://rpc.example/v1/?chainId=solana:localnet&projectId=p1',
      'http://127.0.0.1:9/local',
    ])
  })

  it("throws the node's JSON-RPC error typed", async () => {
    const { rpc } = rpcAnswering([
      json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param' } }),
    ])
    const { adapter } = startSolanaAdapter(rpc)
    const reading = adapter.getBalance?.({ address: solanaAlice, network: solanaMainnet })
    await expect(reading).rejects.toBeInstanceOf(ChainRpcError)
    await expect(reading).rejects.toThrow('Invalid param')
  })
})
