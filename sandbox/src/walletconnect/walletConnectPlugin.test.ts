import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PluginServer, startPluginServer } from '../testing/startPluginServer.js'
import { walletConnectPlugin } from './walletConnectPlugin.js'

const stranger = 'http://127.0.0.1:6666'
/** What reached the test wallet's controls: method, path and body. */
const forwarded: string[] = []
let control: Server
let server: PluginServer

beforeAll(async () => {
  control = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    forwarded.push(`${request.method} ${request.url} ${body}`)
    response.setHeader('content-type', 'application/json')
    response.setHeader('etag', 'v2')
    response.end('{"autoApprove":true}')
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
  const { port } = control.address() as AddressInfo
  server = await startPluginServer([walletConnectPlugin(`http://127.0.0.1:${port}`)])
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => control.close(resolve))
})

const controlRequest = (action: string, headers: Record<string, string>, body = '{"on":true}') =>
  fetch(new URL(`/__sandbox/walletconnect/${action}`, server.origin), { method: 'POST', headers, body })

describe('walletConnectPlugin', () => {
  it("passes the playground's JSON requests on to the test wallet", async () => {
    forwarded.length = 0
    const answer = await controlRequest('auto-approve', {
      origin: server.origin,
      'content-type': 'application/json',
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ autoApprove: true })
    // The panel's long poll: its `?unless=` goes on, the answer's version comes back.
    const state = await fetch(new URL('/__sandbox/walletconnect/state?unless=v1', server.origin), {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(state.status).toBe(200)
    expect(state.headers.get('etag')).toBe('v2')
    expect(forwarded).toEqual([
      'POST /__sandbox/walletconnect/auto-approve {"on":true}',
      'GET /__sandbox/walletconnect/state?unless=v1 ',
    ])
  })

  it('refuses another origin (403) and a form (415), and passes neither on', async () => {
    forwarded.length = 0
    const crossSite = await controlRequest(
      'approve',
      { origin: stranger, 'content-type': 'application/json' },
      '{"id":1}',
    )
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: `The origin ${stranger} may not call the sandbox` })
    const form = await controlRequest(
      'approve',
      { origin: stranger, 'content-type': 'text/plain' },
      '{"id":1}',
    )
    expect(form.status).toBe(403)
    const plain = await controlRequest(
      'approve',
      { origin: server.origin, 'content-type': 'text/plain' },
      '{"id":1}',
    )
    expect(plain.status).toBe(415)
    const state = await fetch(new URL('/__sandbox/walletconnect/state', server.origin), {
      headers: { origin: stranger },
    })
    expect(state.status).toBe(403)
    expect(forwarded).toEqual([])
  })
})
