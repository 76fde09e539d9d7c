import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'
import { smartSessionsSchema } from './smartSessionSchema.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })
const unsupported = createBlockchainApiClient({
  baseUrl: base,
  projectId: 'p',
  isNetworkSupported: () => false,
})
const account = 'eip155:1:0x1111111111111111111111111111111111111111'
const session = {
  project: { id: 'app-1', name: 'Swap app', url: 'https://swap.example', iconUrl: null },
  pci: 'pci-1',
  expiry: 1_900_000_000,
  createdAt: 1_700_000_000,
  permissions: [{ type: 'contract-call', data: { address: '0xabc', functions: [] } }],
  policies: [],
  context: '0x00',
}

describe('blockchain API session calls', () => {
  it('sessions: sends GET /v1/sessions/{address} with the default query and returns the parsed sessions', async () => {
    server.use(http.get(`${base}/v1/sessions/:address`, () => HttpResponse.json({ pcis: [session] })))

    const { pcis } = await api.getSessions({ address: account })

    expect(pcis).toEqual([
      { ...session, project: { ...session.project, iconUrl: undefined }, revokedAt: undefined },
    ])
    expect(await seen(requests[0])).toEqual({
      method: 'GET',
      path: `/v1/sessions/${account}`,
      query: { st: SDK_TYPE, sv: SDK_VERSION, projectId: 'project-1' },
      body: undefined,
    })
  })

  it('reads a session that lists no permissions or policies as empty lists', async () => {
    const { permissions: _, policies: __, ...bare } = session
    server.use(
      http.get(`${base}/v1/sessions/:address`, () =>
        HttpResponse.json({ pcis: [{ ...bare, revokedAt: 1 }] }),
      ),
    )

    const { pcis } = await api.getSessions({ address: account })

    expect(pcis[0]).toMatchObject({ permissions: [], policies: [], revokedAt: 1 })
  })

  it('revoke session: posts pci and signature with the projectId query and reports success on 202', async () => {
    server.use(
      http.post(`${base}/v1/sessions/:address/revoke`, () => new HttpResponse(null, { status: 202 })),
    )

    await expect(api.revokeSession({ address: account, pci: 'pci-1', signature: '0xsig' })).resolves.toEqual({
      success: true,
    })
    expect(await seen(requests[0])).toEqual({
      method: 'POST',
      path: `/v1/sessions/${account}/revoke`,
      query: { projectId: 'project-1' },
      body: { pci: 'pci-1', signature: '0xsig' },
    })
  })

  it('resolves with empty defaults, without a request, on an unsupported network', async () => {
    await expect(unsupported.getSessions({ address: account })).resolves.toEqual({ pcis: [] })
    await expect(unsupported.revokeSession({ address: account, pci: 'p', signature: '0x' })).resolves.toEqual(
      {
        success: false,
      },
    )
    expect(requests).toHaveLength(0)
  })

  it('throws "HTTP status code: 400" when the revocation is refused', async () => {
    server.use(http.post(`${base}/v1/sessions/:address/revoke`, () => HttpResponse.json({}, { status: 400 })))

    await expect(api.revokeSession({ address: account, pci: 'p', signature: '0x' })).rejects.toThrow(
      'HTTP status code: 400',
    )
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        { name: 'sessions', schema: smartSessionsSchema, call: () => api.getSessions({ address: account }) },
      ],
    })
  })
})
