// @vitest-environment jsdom
import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { AnalyticsForbiddenError } from '../errors/AnalyticsForbiddenError.js'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { WalletKitError } from '../errors/WalletKitError.js'
import { malformedBodies } from '../test/malformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'

const analyticsUrl = 'https://pulse.example'
const walletDirectoryUrl = 'https://directory.example'
const server = setupTestServer()
const requests = recordRequests(server)

const analytics = createAnalyticsClient({ analyticsUrl, walletDirectoryUrl, projectId: 'project-1' })
const sdkQuery = { projectId: 'project-1', st: SDK_TYPE, sv: SDK_VERSION }
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createAnalyticsClient getAnalyticsConfig', () => {
  it('asks the wallet directory host and returns isAnalyticsEnabled', async () => {
    server.use(
      http.get(`${walletDirectoryUrl}/getAnalyticsConfig`, () =>
        HttpResponse.json({ isAnalyticsEnabled: true }),
      ),
    )

    await expect(analytics.getAnalyticsConfig()).resolves.toBe(true)
    expect(await seen(requests[0])).toEqual({
      method: 'GET',
      path: '/getAnalyticsConfig',
      query: sdkQuery,
      body: undefined,
    })
  })

  it('turns analytics off when the config request fails', async () => {
    server.use(
      http.get(`${walletDirectoryUrl}/getAnalyticsConfig`, () => new HttpResponse(null, { status: 500 })),
    )

    await expect(analytics.getAnalyticsConfig()).resolves.toBe(false)
  })

  it('turns analytics off, never throwing, for every malformed, truncated or wrongly typed body', async () => {
    let body = ''
    server.use(http.get(`${walletDirectoryUrl}/getAnalyticsConfig`, () => new HttpResponse(body)))

    await fc.assert(
      fc.asyncProperty(malformedBodies, async (next) => {
        fc.pre(!/"isAnalyticsEnabled":true/.test(next.replace(/\s/g, '')))
        body = next
        await expect(analytics.getAnalyticsConfig()).resolves.toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})

describe('createAnalyticsClient sendEvent', () => {
  it('POSTs /e with the sdk query and the event wrapped with id, page and time', async () => {
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse(null, { status: 204 })))

    await analytics.sendEvent({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
      address: '0xabc',
      timestamp: 1_714_557_600_000,
    })

    const sent = await seen(requests[0])
    expect(sent).toEqual({
      method: 'POST',
      path: '/e',
      query: sdkQuery,
      body: {
        eventId: expect.stringMatching(uuid),
        url: `${window.location.origin}${window.location.pathname}`,
        domain: window.location.hostname,
        timestamp: 1_714_557_600_000,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
      },
    })
  })

  it('sends the page as origin and path only, never its query or fragment (tokens, codes, OAuth results)', async () => {
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse(null, { status: 204 })))
    const before = window.location.href
    window.history.replaceState(null, '', '/swap/page?walletkit_social_result=secret&code=abc#access_token=t')
    try {
      await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    } finally {
      window.history.replaceState(null, '', before)
    }

    expect((await seen(requests[0])).body).toMatchObject({
      url: `${window.location.origin}/swap/page`,
      domain: window.location.hostname,
    })
  })

  it('gives every event its own id and stamps it with the current time by default', async () => {
    server.use(http.post(`${analyticsUrl}/e`, () => HttpResponse.json({})))
    const before = Date.now()

    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })

    const bodies = (await Promise.all(requests.map(seen))).map(
      ({ body }) => body as { eventId: string; timestamp: number },
    )
    expect(new Set(bodies.map(({ eventId }) => eventId)).size).toBe(2)
    for (const { timestamp } of bodies) expect(timestamp).toBeGreaterThanOrEqual(before)
  })

  it('takes the address from the second argument, as the core passes it', async () => {
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse(null, { status: 204 })))

    await analytics.sendEvent(
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true }, timestamp: 1 },
      { address: 'eip155:1:0xabc' },
    )

    expect((await seen(requests[0])).body).toMatchObject({
      props: {
        type: 'track',
        event: 'MODAL_CLOSE',
        properties: { connected: true },
        address: 'eip155:1:0xabc',
      },
    })
  })

  it('never sends MODAL_CREATED', async () => {
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })).resolves.toBeUndefined()
    expect(requests).toHaveLength(0)
  })

  it('throws AnalyticsForbiddenError, with the spec 8 texts, when the origin is not allowed (403)', async () => {
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse(null, { status: 403 })))

    const error = await analytics
      .sendEvent({ type: 'track', event: 'MODAL_OPEN' })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(AnalyticsForbiddenError)
    expect((error as AnalyticsForbiddenError).message).toBe('Invalid App Configuration')
    expect((error as AnalyticsForbiddenError).details).toBe(
      "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
    )
    expect((error as AnalyticsForbiddenError).cause).toBeInstanceOf(HttpStatusError)
  })

  it('throws a typed WalletKitError for every other refusal', async () => {
    let status = 500
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse('nope', { status })))

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), async (next) => {
        fc.pre(next !== 403)
        status = next
        const error = await analytics
          .sendEvent({ type: 'error', event: 'CONNECT_ERROR' })
          .catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(WalletKitError)
        expect((error as WalletKitError).message).toBe(`HTTP status code: ${next}`)
      }),
      { numRuns: 50 },
    )
  })

  it('ignores whatever body the analytics host answers with', async () => {
    let body = ''
    server.use(http.post(`${analyticsUrl}/e`, () => new HttpResponse(body)))

    await fc.assert(
      fc.asyncProperty(malformedBodies, async (next) => {
        body = next
        await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })
})
