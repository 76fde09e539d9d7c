import { describe, expect, it, vi } from 'vitest'
import { solanaAlice, solanaLocal } from '../../test/solanaTestWorld.js'
import { createEmitter } from '../../utils/createEmitter.js'
import type { ChainAdapterEventMap } from '../ChainAdapterEvents.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import { authConnector } from './authConnector.js'

describe('the embedded wallet on Solana', () => {
  it("reads the account's SOL over Solana JSON-RPC (getBalance), not eth_getBalance through the frame", async () => {
    const bodies: { method: string; params: unknown[] }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
        bodies.push(body)
        return Response.json({
          jsonrpc: '2.0',
          id: body.id,
          result: { context: { slot: 1 }, value: 1_500_000_000 },
        })
      }),
    )
    const port = {
      ...createStandaloneContext(),
      namespace: 'solana' as const,
      emitter: createEmitter<ChainAdapterEventMap>(),
    }
    const connector = authConnector({ readBalanceThroughFrame: true })(port)
    // No login frame is configured: a read through it would fail.
    expect(await connector.getBalance?.({ address: solanaAlice, network: solanaLocal })).toEqual({
      balance: '1.5',
      symbol: 'SOL',
    })
    expect(bodies.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'getBalance', params: [solanaAlice] },
    ])
  })
})
