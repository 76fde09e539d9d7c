import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { type BlockchainApiClient, createBlockchainApiClient } from './createBlockchainApiClient.js'
import { nameSuggestionsSchema } from './nameSuggestionsSchema.js'
import { profileNameSchema, profileNamesSchema } from './profileNameSchema.js'
import { registerNameSchema } from './registerNameSchema.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })
const defaults = { st: SDK_TYPE, sv: SDK_VERSION, projectId: 'project-1' }
const address = '0x1111111111111111111111111111111111111111'
const record = {
  name: 'alice.wk.id',
  registered: 1714557600,
  updated: 1714557600,
  addresses: { '60': { address, created: '1714557600' } },
  attributes: [{ avatar: 'https://a.example/alice.png', bio: 'hi' }],
}

type Row = {
  name: string
  call: (client: BlockchainApiClient) => Promise<unknown>
  handler: ReturnType<typeof http.get>
  sent: { method: string; path: string; query: Record<string, string>; body?: unknown }
  result: unknown
  empty: unknown
}

const rows: Row[] = [
  {
    name: 'profile account',
    call: (client) => client.lookupName({ name: 'alice.wk.id' }),
    handler: http.get(`${base}/v1/profile/account/:name`, () => HttpResponse.json(record)),
    sent: { method: 'GET', path: '/v1/profile/account/alice.wk.id', query: { apiVersion: '2', ...defaults } },
    result: record,
    empty: null,
  },
  {
    name: 'profile reverse',
    call: (client) => client.reverseLookupName({ address, sender: address }),
    handler: http.get(`${base}/v1/profile/reverse/:address`, () => HttpResponse.json([record])),
    sent: {
      method: 'GET',
      path: `/v1/profile/reverse/${address}`,
      query: { sender: address, apiVersion: '2', ...defaults },
    },
    result: [record],
    empty: [],
  },
  {
    name: 'profile suggestions',
    call: (client) => client.getNameSuggestions({ name: 'alice', zone: 'wk.id' }),
    handler: http.get(`${base}/v1/profile/suggestions/:name`, () =>
      HttpResponse.json({ suggestions: [{ name: 'alice1.wk.id', registered: false }] }),
    ),
    sent: { method: 'GET', path: '/v1/profile/suggestions/alice', query: { zone: 'wk.id', ...defaults } },
    result: { suggestions: [{ name: 'alice1.wk.id', registered: false }] },
    empty: { suggestions: [] },
  },
  {
    name: 'register profile',
    call: (client) =>
      client.registerName({ coinType: 60, address, message: '{"name":"alice.wk.id"}', signature: '0xsig' }),
    handler: http.post(`${base}/v1/profile/account`, () => HttpResponse.json({ success: true })),
    sent: {
      method: 'POST',
      path: '/v1/profile/account',
      query: {},
      body: { coin_type: 60, address, message: '{"name":"alice.wk.id"}', signature: '0xsig' },
    },
    result: { success: true },
    empty: { success: false },
  },
]

describe('blockchain API profile calls', () => {
  it.each(rows)(
    '$name: sends the request the provider expects and returns the parsed answer',
    async (row) => {
      server.use(row.handler)

      await expect(row.call(api)).resolves.toEqual(row.result)

      expect(requests).toHaveLength(1)
      expect(await seen(requests[0])).toEqual({ body: undefined, ...row.sent })
    },
  )

  it.each(rows)(
    '$name: resolves with its empty default, without a request, on an unsupported network',
    async (row) => {
      const unsupported = createBlockchainApiClient({
        baseUrl: base,
        projectId: 'p',
        isNetworkSupported: () => false,
      })

      await expect(row.call(unsupported)).resolves.toEqual(row.empty)
      expect(requests).toHaveLength(0)
    },
  )

  it('reads attributes sent as one object, and missing ones, as a list', async () => {
    const { attributes, ...rest } = record
    server.use(
      http.get(`${base}/v1/profile/account/single.wk.id`, () =>
        HttpResponse.json({ ...rest, attributes: attributes[0] }),
      ),
      http.get(`${base}/v1/profile/account/bare.wk.id`, () => HttpResponse.json(rest)),
    )

    expect((await api.lookupName({ name: 'single.wk.id' }))?.attributes).toEqual(attributes)
    expect((await api.lookupName({ name: 'bare.wk.id' }))?.attributes).toEqual([])
  })

  it('escapes a name that would break out of its path segment', async () => {
    server.use(http.get(`${base}/v1/profile/suggestions/:name`, () => HttpResponse.json({ suggestions: [] })))

    await api.getNameSuggestions({ name: 'a/b?c', zone: 'wk.id' })

    expect((await seen(requests[0])).path).toBe('/v1/profile/suggestions/a%2Fb%3Fc')
  })

  it('throws "HTTP status code: 404" for a name nobody registered', async () => {
    server.use(http.get(`${base}/v1/profile/account/:name`, () => new HttpResponse(null, { status: 404 })))

    await expect(api.lookupName({ name: 'nobody.wk.id' })).rejects.toThrow('HTTP status code: 404')
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        { name: 'account', schema: profileNameSchema, call: () => api.lookupName({ name: 'a.wk.id' }) },
        { name: 'reverse', schema: profileNamesSchema, call: () => api.reverseLookupName({ address }) },
        {
          name: 'suggestions',
          schema: nameSuggestionsSchema,
          call: () => api.getNameSuggestions({ name: 'a', zone: 'z' }),
        },
        {
          name: 'register',
          schema: registerNameSchema,
          call: () => api.registerName({ coinType: 60, address, message: '{}', signature: '0x' }),
        },
      ],
    })
  })
})
