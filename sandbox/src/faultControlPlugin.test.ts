import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faultControlPlugin } from './faultControlPlugin.js'
import { type PluginServer, startPluginServer } from './testing/startPluginServer.js'

const stranger = 'http://127.0.0.1:6666'
let server: PluginServer
let up = true
const restarted: number[] = []

beforeAll(async () => {
  server = await startPluginServer([
    faultControlPlugin({
      relay: {
        drop: () => {
          up = false
        },
        restore: () => {
          up = true
        },
        isUp: () => up,
      },
      restartChain: async (chainId) => {
        if (chainId !== 1) throw new RangeError(`No chain ${chainId} in the sandbox`)
        restarted.push(chainId)
      },
    }),
  ])
})
afterAll(() => server.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('faultControlPlugin', () => {
  it('takes the relay down and brings it back on a JSON POST from the playground or a test', async () => {
    const down = await post('/__sandbox/relay', { action: 'drop' }, { origin: server.origin })
    expect(down.status).toBe(200)
    expect(await down.json()).toEqual({ relay: 'down' })
    expect(up).toBe(false)
    const back = await post('/__sandbox/relay', { action: 'restore' })
    expect(await back.json()).toEqual({ relay: 'up' })
    expect(up).toBe(true)
  })

  it('restarts the chain it names once it is up, and says why it cannot otherwise (400)', async () => {
    const restart = await post('/__sandbox/chain/restart', { chainId: 1 })
    expect(restart.status).toBe(200)
    expect(await restart.json()).toEqual({ chainId: 1 })
    expect(restarted).toEqual([1])
    const unknown = await post('/__sandbox/chain/restart', { chainId: 5 })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'No chain 5 in the sandbox' })
    expect((await post('/__sandbox/chain/restart', {})).status).toBe(400)
    expect((await post('/__sandbox/relay', { action: 'explode' })).status).toBe(400)
    expect(restarted).toEqual([1])
  })

  it('refuses another origin (403), a cross-site request, a non-JSON body (415) and a GET (405)', async () => {
    expect((await post('/__sandbox/relay', { action: 'drop' }, { origin: stranger })).status).toBe(403)
    expect(
      (await post('/__sandbox/chain/restart', { chainId: 1 }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403)
    const form = await fetch(new URL('/__sandbox/relay', server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=drop',
    })
    expect(form.status).toBe(415)
    const read = await fetch(new URL('/__sandbox/relay', server.origin))
    expect(read.status).toBe(405)
    expect(read.headers.get('allow')).toBe('POST')
    expect(up).toBe(true)
    expect(restarted).toEqual([1])
  })
})
