import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SandboxWorld } from '@walletkit/fixtures'
import { findFreePort, isPortListening } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLoginFramePages } from './buildLoginFramePages.js'
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
/** The playground's origin, the one other page allowed to call the frame's server. */
const playground = 'http://127.0.0.1:5999'
const stranger = 'http://127.0.0.1:6666'
let frame: LoginFrameServer
let port: number

beforeAll(async () => {
  port = await findFreePort()
  frame = await startLoginFrameServer({ host: '127.0.0.1', port, world, allowedOrigins: [playground] })
})
afterAll(() => frame.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(`api/${path}`, frame.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const codeFor = async (email: string) => {
  const { messages } = (await (await fetch(new URL('api/inbox', frame.url))).json()) as {
    messages: { to: string; code?: string }[]
  }
  return messages.find((message) => message.to === email)?.code ?? ''
}
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000')

describe('startLoginFrameServer', () => {
  it('serves the frame page from its own origin', async () => {
    expect(frame.url).toBe(`http://127.0.0.1:${port}/`)
    const page = await fetch(frame.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('frame.ts')
  })

  it('sends a login code to the inbox and checks it', async () => {
    expect(await (await post('email', { email: 'ada@example.com' })).json()).toEqual({ action: 'VERIFY_OTP' })
    const code = await codeFor('ada@example.com')
    const wrong = await post('otp', { email: 'ada@example.com', otp: wrongCode(code) })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'Invalid code' })
    expect((await post('otp', { email: 'ada@example.com', otp: code })).status).toBe(200)
  })

  it('holds a read of the inbox that names its version until the inbox changes (the panel’s long poll)', async () => {
    const first = await fetch(new URL('api/inbox', frame.url), { headers: { origin: playground } })
    const version = first.headers.get('etag') ?? ''
    expect(version).not.toBe('')
    // The playground reads it from another origin: the header is exposed to its script.
    expect(first.headers.get('access-control-expose-headers')).toBe('etag')
    let answered = false
    const held = fetch(new URL(`api/inbox?unless=${version}`, frame.url)).then(async (response) => {
      answered = true
      return {
        etag: response.headers.get('etag'),
        body: (await response.json()) as { messages: { to: string }[] },
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    await post('email', { email: 'grace@example.com' })
    const { etag, body } = await held
    expect(etag).not.toBe(version)
    expect(body.messages.map((message) => message.to)).toContain('grace@example.com')
  })

  it('lets the playground read the inbox, with CORS for its origin only', async () => {
    const inbox = await fetch(new URL('api/inbox', frame.url), { headers: { origin: playground } })
    expect(inbox.status).toBe(200)
    expect(inbox.headers.get('access-control-allow-origin')).toBe(playground)
    const preflight = await fetch(new URL('api/otp', frame.url), {
      method: 'OPTIONS',
      headers: { origin: playground, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(playground)
  })

  it("lets the frame's own page call it, with or without an Origin header", async () => {
    const own = new URL(frame.url).origin
    const sameOrigin = await fetch(new URL('api/config', frame.url), {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(200)
    expect((await post('scenario', { scenario: 'none' }, { origin: own })).status).toBe(200)
  })

  it('refuses any other origin: no inbox, no CORS, no preflight (403 with a JSON error)', async () => {
    const inbox = await fetch(new URL('api/inbox', frame.url), { headers: { origin: stranger } })
    expect(inbox.status).toBe(403)
    expect(inbox.headers.get('access-control-allow-origin')).toBeNull()
    expect(await inbox.json()).toEqual({ error: `The origin ${stranger} may not call the sandbox` })
    const preflight = await fetch(new URL('api/otp', frame.url), {
      method: 'OPTIONS',
      headers: { origin: stranger, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const noOrigin = await fetch(new URL('api/inbox', frame.url), {
      headers: { 'sec-fetch-site': 'same-site' },
    })
    expect(noOrigin.status).toBe(403)
    expect((await post('email', { email: 'eve@example.com' }, { origin: stranger })).status).toBe(403)
    expect(await codeFor('eve@example.com')).toBe('')
  })

  it('refuses a POST that is not JSON (415), as an HTML form sends', async () => {
    const form = await fetch(new URL('api/email', frame.url), {
      method: 'POST',
      headers: { origin: playground, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=eve%40example.com',
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({
      error: 'The sandbox takes JSON: send Content-Type: application/json',
    })
    const plain = await fetch(new URL('api/email', frame.url), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'eve@example.com' }),
    })
    expect(plain.status).toBe(415)
    const crossSiteForm = await fetch(new URL('api/email', frame.url), {
      method: 'POST',
      headers: { origin: stranger, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=eve%40example.com',
    })
    expect(crossSiteForm.status).toBe(403)
    expect(await codeFor('eve@example.com')).toBe('')
  })

  it('burns a code after 5 wrong attempts (429) until a new one is requested', async () => {
    await post('email', { email: 'mallory@example.com' })
    const code = await codeFor('mallory@example.com')
    const answers: number[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push((await post('otp', { email: 'mallory@example.com', otp: wrongCode(code) })).status)
    expect(answers).toEqual([400, 400, 400, 400, 429])
    const right = await post('otp', { email: 'mallory@example.com', otp: code })
    expect(right.status).toBe(429)
    expect(await right.json()).toEqual({
      error: 'Too many wrong codes: this code no longer works. Request a new code.',
    })
    await post('email', { email: 'mallory@example.com' })
    expect(
      (await post('otp', { email: 'mallory@example.com', otp: await codeFor('mallory@example.com') })).status,
    ).toBe(200)
  })

  it('refuses a social code without an S256 challenge, and exchanges one only with its verifier, once', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
    const codeFor = async (body: Record<string, string>) => {
      const answer = await post('social/code', { provider: 'google', userName: 'alice', ...body })
      return { status: answer.status, ...((await answer.json()) as { code?: string; error?: string }) }
    }
    const withoutPkce = [
      await codeFor({}),
      await codeFor({ code_challenge: challenge, code_challenge_method: 'plain' }),
      await codeFor({ code_challenge: 'short', code_challenge_method: 'S256' }),
    ]
    expect(withoutPkce).toEqual(
      Array(3).fill({
        status: 400,
        error:
          'The social login did not start with PKCE (code_challenge with code_challenge_method=S256); try again',
      }),
    )
    const exchange = async (code: string | undefined, code_verifier?: string) => {
      const answer = await post('social/token', { code, ...(code_verifier ? { code_verifier } : {}) })
      return { status: answer.status, body: (await answer.json()) as unknown }
    }
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' }
    expect(await exchange((await codeFor(pkce)).code)).toEqual({
      status: 400,
      body: {
        error: 'The social login cannot be finished here: its PKCE code_verifier is missing; try again',
      },
    })
    expect(await exchange((await codeFor(pkce)).code, `${verifier.slice(0, -1)}A`)).toEqual({
      status: 400,
      body: {
        error: 'The social login cannot be finished here: its PKCE code_verifier does not match; try again',
      },
    })
    const { code } = await codeFor(pkce)
    expect(await exchange(code, verifier)).toEqual({
      status: 200,
      body: { provider: 'google', userName: 'alice' },
    })
    expect(await exchange(code, verifier)).toEqual({
      status: 400,
      body: { error: 'The social login expired; try again' },
    })
  })

  it('asks for device verification in that scenario, and refuses unknown scenarios', async () => {
    expect((await post('scenario', { scenario: 'wizardry' })).status).toBe(400)
    await post('scenario', { scenario: 'device-verification' })
    expect(await (await post('email', { email: 'bob@example.com' })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    await post('scenario', { scenario: 'none' })
  })

  it('turns smart accounts on the local chains on and off (off by default), refusing anything but a boolean', async () => {
    const inbox = async () =>
      ((await (await fetch(new URL('api/inbox', frame.url))).json()) as { smartAccounts: boolean })
        .smartAccounts
    expect(await inbox()).toBe(false)
    expect((await post('smart-accounts', { enabled: 'yes' })).status).toBe(400)
    expect((await post('smart-accounts', { enabled: true })).status).toBe(200)
    expect(await inbox()).toBe(true)
    await post('smart-accounts', { enabled: false })
    expect(await inbox()).toBe(false)
  })

  it('closes its port', async () => {
    const other = await startLoginFrameServer({
      host: '127.0.0.1',
      port: await findFreePort(),
      world,
      allowedOrigins: [],
    })
    const otherPort = Number(new URL(other.url).port)
    expect(await isPortListening(otherPort)).toBe(true)
    await other.close()
    expect(await isPortListening(otherPort)).toBe(false)
  })

  it('serves the pages buildLoginFramePages built as bundles, not the frame’s source modules', async () => {
    const pages = await buildLoginFramePages()
    const built = await startLoginFrameServer({
      host: '127.0.0.1',
      port: await findFreePort(),
      world,
      allowedOrigins: [],
      pagesDir: pages.dir,
    })
    try {
      const html = await (await fetch(built.url)).text()
      expect(html).toContain('<title>Sandbox login frame</title>')
      const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? ''
      const bundle = await fetch(new URL(script, built.url))
      expect(bundle.status).toBe(200)
      // As built, byte for byte: no transform, no source map appended on the way (which made it five times larger).
      expect(await bundle.text()).toBe(readFileSync(join(pages.dir, script), 'utf8'))
      expect((await fetch(new URL('social.html', built.url))).status).toBe(200)
      // The source page names its module (./frame.ts), which the server would transform on each request.
      expect(html).not.toMatch(/src="[^"]*\.ts"/)
    } finally {
      await built.close()
      pages.remove()
    }
    expect(existsSync(pages.dir)).toBe(false)
  }, 60_000)
})
