import type { SandboxWorld } from '@walletkit/fixtures'
import { findFreePort, isPortListening } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoginFrameServer, startLoginFrameServer } from './startLoginFrameServer.js'

const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9/',
    walletDirectoryUrl: 'http://127.0.0.1:9/',
    analyticsUrl: 'http://127.0.0.1:9/',
  },
}
let frame: LoginFrameServer
let port: number

beforeAll(async () => {
  port = await findFreePort()
  frame = await startLoginFrameServer({ host: '127.0.0.1', port, world })
})
afterAll(() => frame.close())

const post = (path: string, body: unknown) =>
  fetch(new URL(`api/${path}`, frame.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('startLoginFrameServer', () => {
  it('serves the frame page from its own origin', async () => {
    expect(frame.url).toBe(`http://127.0.0.1:${port}/`)
    const page = await fetch(frame.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('frame.ts')
  })

  it('sends a login code to the inbox, checks it, and lets any local page read the inbox', async () => {
    expect(await (await post('email', { email: 'ada@example.com' })).json()).toEqual({ action: 'VERIFY_OTP' })
    const inbox = await fetch(new URL('api/inbox', frame.url))
    expect(inbox.headers.get('access-control-allow-origin')).toBe('*')
    const { messages } = (await inbox.json()) as { messages: { to: string; code: string }[] }
    const code = messages.find((message) => message.to === 'ada@example.com')?.code ?? ''
    const wrong = await post('otp', {
      email: 'ada@example.com',
      otp: code === '000000' ? '000001' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'Invalid code' })
    expect((await post('otp', { email: 'ada@example.com', otp: code })).status).toBe(200)
  })

  it('asks for device verification in that scenario, and refuses unknown scenarios', async () => {
    expect((await post('scenario', { scenario: 'wizardry' })).status).toBe(400)
    await post('scenario', { scenario: 'device-verification' })
    expect(await (await post('email', { email: 'bob@example.com' })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    await post('scenario', { scenario: 'none' })
  })

  it('closes its port', async () => {
    const other = await startLoginFrameServer({ host: '127.0.0.1', port: await findFreePort(), world })
    const otherPort = Number(new URL(other.url).port)
    expect(await isPortListening(otherPort)).toBe(true)
    await other.close()
    expect(await isPortListening(otherPort)).toBe(false)
  })
})
