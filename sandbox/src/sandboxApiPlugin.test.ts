import type { SandboxWorld } from '@walletkit/fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxApiPlugin } from './sandboxApiPlugin.js'
import { type PluginServer, startPluginServer } from './testing/startPluginServer.js'

const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9/',
    walletDirectoryUrl: 'http://127.0.0.1:9/',
    analyticsUrl: 'http://127.0.0.1:9/',
  },
}
const stranger = 'http://127.0.0.1:6666'
let server: PluginServer
let resets = 0

beforeAll(async () => {
  server = await startPluginServer([
    sandboxApiPlugin({
      world,
      reset: async () => {
        resets += 1
      },
    }),
  ])
})
afterAll(() => server.close())

const reset = (headers: Record<string, string>) =>
  fetch(new URL('/__sandbox/reset', server.origin), { method: 'POST', headers, body: '{}' })

describe('sandboxApiPlugin', () => {
  it('resets on a JSON POST from the playground itself, or from a test without an Origin', async () => {
    const before = resets
    expect((await reset({ origin: server.origin, 'content-type': 'application/json' })).status).toBe(204)
    expect((await reset({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(204)
    expect(resets).toBe(before + 2)
  })

  it('refuses a reset from another origin (403), and a cross-site HTML form', async () => {
    const before = resets
    const crossSite = await reset({ origin: stranger, 'content-type': 'application/json' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: `The origin ${stranger} may not call the sandbox` })
    const form = await fetch(new URL('/__sandbox/reset', server.origin), {
      method: 'POST',
      headers: { origin: stranger, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(form.status).toBe(403)
    const noOrigin = await reset({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })
    expect(noOrigin.status).toBe(403)
    expect(resets).toBe(before)
  })

  it('refuses a reset that is not JSON (415)', async () => {
    const before = resets
    const plain = await reset({ origin: server.origin, 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({
      error: 'The sandbox takes JSON: send Content-Type: application/json',
    })
    expect((await fetch(new URL('/__sandbox/reset', server.origin), { method: 'POST' })).status).toBe(415)
    expect(resets).toBe(before)
  })

  it('answers the world to the playground, and not to another origin', async () => {
    const config = new URL('/__sandbox/config.json', server.origin)
    expect(await (await fetch(config, { headers: { 'sec-fetch-site': 'same-origin' } })).json()).toEqual(
      world,
    )
    const crossSite = await fetch(config, { headers: { origin: stranger } })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull()
  })
})
