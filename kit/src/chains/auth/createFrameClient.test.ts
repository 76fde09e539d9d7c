// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { AuthRequestFailedError } from '../../errors/AuthRequestFailedError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { createLogger } from '../port/createLogger.js'
import { createFrameClient } from './createFrameClient.js'
import type { AppMessage } from './frameMessages.js'

const FRAME_URL = 'http://127.0.0.1:4545/sdk'
const FRAME_ORIGIN = 'http://127.0.0.1:4545'
const query = { projectId: 'p1', chainId: 8453, version: 'v-test', enableLogger: false }

/** The login frame as the page sees it: what the client posted to it, and a way to answer from it. */
function startFrame(parameters: Partial<Parameters<typeof createFrameClient>[0]> = {}) {
  const logger = createLogger({ level: 'warn', console: { error() {}, warn() {}, info() {}, debug() {} } })
  const onTimeout = vi.fn()
  const onSessionUpdate = vi.fn()
  const client = createFrameClient({ url: FRAME_URL, logger, onTimeout, onSessionUpdate, ...parameters })
  onTestFinished(() => client.destroy())
  client.mount(query)
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
  const frameWindow = iframe?.contentWindow
  if (!iframe || !frameWindow) throw new Error('No login frame in the page')
  const sent: { message: AppMessage; origin: string }[] = []
  frameWindow.postMessage = ((message: AppMessage, origin: string) =>
    sent.push({ message, origin })) as Window['postMessage']
  const post = (data: unknown, { origin = FRAME_ORIGIN, source = frameWindow as MessageEventSource } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  const ready = async () => {
    post({ type: '@w3m-frame/READY', payload: { version: '1' } })
    await vi.advanceTimersByTimeAsync(500)
  }
  const answer = (index: number, outcome: 'SUCCESS' | 'ERROR', payload?: unknown) => {
    const request = sent[index]?.message
    if (!request) throw new Error(`No request #${index}`)
    post({ type: `${request.type.replace('@w3m-app/', '@w3m-frame/')}_${outcome}`, id: request.id, payload })
  }
  return { client, iframe, frameWindow, sent, post, ready, answer, logger, onTimeout, onSessionUpdate }
}

/** The outcome of a promise, read without awaiting it (so fake timers can run first). */
function settled<Value>(promise: Promise<Value>) {
  const state: { value?: Value; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  )
  return state
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFrameClient', () => {
  it('says "W3mFrame: parent is not set" when the page has no <body> to add the frame to yet', () => {
    const head = document.implementation.createHTMLDocument('head only')
    head.body.remove()
    const page = { document: head, addEventListener: vi.fn(), removeEventListener: vi.fn() }
    const client = createFrameClient({ url: FRAME_URL, window: page as unknown as Window })
    expect(() => client.mount(query)).toThrow('W3mFrame: parent is not set')
    expect(client.isMounted()).toBe(false)
    expect(page.addEventListener).not.toHaveBeenCalled()
  })

  it('adds nothing to the page until mounted, then one hidden iframe with the query of spec 7', () => {
    const client = createFrameClient({ url: FRAME_URL })
    onTestFinished(() => client.destroy())
    expect(document.querySelector('iframe')).toBeNull()
    client.mount(query)
    client.mount(query)
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const src = new URL((frames[0] as HTMLIFrameElement).src)
    expect(src.origin + src.pathname).toBe(FRAME_URL)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '8453',
      version: 'v-test',
      enableLogger: 'false',
    })
    expect((frames[0] as HTMLIFrameElement).getAttribute('aria-hidden')).toBe('true')
    expect((frames[0] as HTMLIFrameElement).style.opacity).toBe('0')
  })

  it('refuses a request before the iframe is set', async () => {
    const client = createFrameClient({ url: FRAME_URL })
    await expect(client.request('IS_CONNECTED', {})).rejects.toThrow('W3mFrame: iframe is not set')
  })

  it('sends nothing before READY, then waits the 500 ms settle', async () => {
    const frame = startFrame()
    const answer = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(frame.sent).toHaveLength(0)
    frame.post({ type: '@w3m-frame/READY', payload: { version: '1' } })
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.sent).toEqual([
      {
        message: { type: '@w3m-app/IS_CONNECTED', id: expect.any(String), payload: {} },
        origin: FRAME_ORIGIN,
      },
    ])
    frame.answer(0, 'SUCCESS', { isConnected: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(answer).toEqual({ done: true, value: { isConnected: true } })
  })

  it('answers each request by its own random id, whatever the order of the answers', async () => {
    const frame = startFrame()
    await frame.ready()
    const email = settled(frame.client.request('CONNECT_EMAIL', { email: 'a@example.com' }))
    const user = settled(frame.client.request('GET_CHAIN_ID', undefined))
    await vi.advanceTimersByTimeAsync(0)
    const [first, second] = frame.sent.map((entry) => entry.message.id)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
    frame.answer(1, 'SUCCESS', { chainId: 8453 })
    frame.answer(0, 'SUCCESS', { action: 'VERIFY_OTP' })
    await vi.advanceTimersByTimeAsync(0)
    expect(email.value).toEqual({ action: 'VERIFY_OTP' })
    expect(user.value).toEqual({ chainId: 8453 })
  })

  it('rejects with the frame\'s message on ERROR, and with "An error occurred" when it has none', async () => {
    const frame = startFrame()
    await frame.ready()
    const wrong = frame.client.request('CONNECT_OTP', { otp: '000000' })
    const bare = frame.client.request('SIGN_OUT', undefined)
    await vi.advanceTimersByTimeAsync(0)
    frame.answer(0, 'ERROR', { message: 'Invalid code' })
    frame.answer(1, 'ERROR')
    await expect(wrong).rejects.toThrow('Invalid code')
    await expect(bare).rejects.toThrow('An error occurred')
  })

  it('gives up after 30 s with "Something went wrong" and calls the time-out callback', async () => {
    const frame = startFrame()
    await frame.ready()
    const request = settled(frame.client.request('GET_USER', { chainId: 1 }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(request.done).toBe(false)
    expect(frame.onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(request.error).toBeInstanceOf(AuthRequestFailedError)
    expect((request.error as Error).message).toBe('Something went wrong')
    expect(frame.onTimeout).toHaveBeenCalledWith('GET_USER', { ready: true })
    // A late answer changes nothing.
    frame.answer(0, 'SUCCESS', { address: '0x1', chainId: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect((request.error as Error).message).toBe('Something went wrong')
  })

  it('counts the wait for READY in the 30 s', async () => {
    const frame = startFrame()
    const request = frame.client.request('IS_CONNECTED', {})
    const expectation = expect(request).rejects.toThrow('Something went wrong')
    await vi.advanceTimersByTimeAsync(30_000)
    await expectation
    expect(frame.sent).toHaveLength(0)
  })

  it('rejects an aborted request with "Request was aborted"', async () => {
    const frame = startFrame()
    await frame.ready()
    const controller = new AbortController()
    const request = frame.client.request('CONNECT_FARCASTER', undefined, {
      signal: controller.signal,
      timeout: false,
    })
    controller.abort()
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(request).rejects.toThrow('Request was aborted')
    await expect(
      frame.client.request('SIGN_OUT', undefined, { signal: AbortSignal.abort() }),
    ).rejects.toThrow('Request was aborted')
  })

  it('ignores answers from another origin or another window, even with the right id', async () => {
    const frame = startFrame()
    await frame.ready()
    const request = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    const id = frame.sent[0]?.message.id
    const forged = { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } }
    frame.post(forged, { origin: 'http://evil.example' })
    frame.post(forged, { source: window })
    frame.post(
      { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } },
      { origin: 'http://evil.example' },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(request.done).toBe(false)
    expect(frame.onSessionUpdate).not.toHaveBeenCalled()
    frame.post({ ...forged, payload: { isConnected: false } })
    await vi.advanceTimersByTimeAsync(0)
    expect(request.value).toEqual({ isConnected: false })
  })

  it('drops and logs malformed frame messages, including an answer that breaks its schema', async () => {
    const frame = startFrame()
    await frame.ready()
    const request = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    frame.post('not a message')
    frame.answer(0, 'SUCCESS', { isConnected: 'maybe' })
    await vi.advanceTimersByTimeAsync(0)
    expect(request.done).toBe(false)
    expect(frame.logger.records().map((record) => record.message)).toEqual([
      'Dropped a malformed login-frame message',
      'Dropped a malformed login-frame message',
    ])
  })

  it('hands SESSION_UPDATE tokens to its callback', () => {
    const frame = startFrame()
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt-1' } })
    expect(frame.onSessionUpdate).toHaveBeenCalledWith('jwt-1')
  })

  it('reload sends RELOAD, aborts what was under way, and waits for the next READY', async () => {
    const frame = startFrame()
    await frame.ready()
    const request = frame.client.request('CONNECT_FARCASTER', undefined, { timeout: false })
    const aborted = expect(request).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(0)
    const reloading = frame.client.reload()
    await aborted
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.sent.map((entry) => entry.message.type)).toEqual([
      '@w3m-app/CONNECT_FARCASTER',
      '@w3m-app/RELOAD',
    ])
    frame.answer(1, 'SUCCESS', {})
    await reloading
    const next = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(frame.sent).toHaveLength(2)
    await frame.ready()
    expect(frame.sent).toHaveLength(3)
    frame.answer(2, 'SUCCESS', { isConnected: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(next.value).toEqual({ isConnected: false })
  })

  it('holds a request made while the frame reloads until the reloaded frame says READY, then sends it', async () => {
    const frame = startFrame()
    await frame.ready()
    const reloading = frame.client.reload()
    await vi.advanceTimersByTimeAsync(0)
    const during = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    // Posted now, it would reach the page being torn down and never be answered.
    expect(frame.sent.map((entry) => entry.message.type)).toEqual(['@w3m-app/RELOAD'])
    frame.answer(0, 'SUCCESS', {})
    await reloading
    await frame.ready()
    expect(frame.sent.map((entry) => entry.message.type)).toEqual([
      '@w3m-app/RELOAD',
      '@w3m-app/IS_CONNECTED',
    ])
    frame.answer(1, 'SUCCESS', { isConnected: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(during.value).toEqual({ isConnected: true })
  })

  it('keeps a request made while the frame reloads when its READY comes before the RELOAD answer is read', async () => {
    const frame = startFrame()
    await frame.ready()
    const reloading = frame.client.reload()
    await vi.advanceTimersByTimeAsync(0)
    const during = settled(frame.client.request('IS_CONNECTED', {}))
    frame.answer(0, 'SUCCESS', {})
    frame.post({ type: '@w3m-frame/READY', payload: { version: '1' } })
    await reloading
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.sent.map((entry) => entry.message.type)).toEqual([
      '@w3m-app/RELOAD',
      '@w3m-app/IS_CONNECTED',
    ])
    frame.answer(1, 'SUCCESS', { isConnected: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(during.value).toEqual({ isConnected: false })
  })

  it('fails a request made while the frame reloads with "Something went wrong" when no READY comes in 30 s', async () => {
    const frame = startFrame()
    await frame.ready()
    void frame.client.reload().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    const during = settled(frame.client.request('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(during.error).toBeInstanceOf(AuthRequestFailedError)
    expect((during.error as Error).message).toBe('Something went wrong')
  })

  it('replaces a frame that does not take RELOAD', async () => {
    const frame = startFrame()
    await frame.ready()
    const reloading = frame.client.reload()
    await vi.advanceTimersByTimeAsync(0)
    frame.answer(0, 'ERROR', { message: 'No' })
    await reloading
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    expect(frames[0]).not.toBe(frame.iframe)
  })
})
