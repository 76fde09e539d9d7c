import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests } from '../../test/recordRequests.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'

const base = 'https://blockchain.example'
// The fixtures answer (Bob is bob.eth); each test says which chains the provider supports, the point of these tests.
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: base }))
const requests = recordRequests(server)

const bob = sandboxAccounts.find((account) => account.label === 'Bob')
if (!bob) throw new TypeError('the fixtures have no Bob')
const { address } = bob
const paths = () => requests.map((request) => new URL(request.url).pathname)

describe('the kit instance api', () => {
  const kit = () => createTestKit({ projectId: 'p1', services: { blockchainApiUrl: base } })

  it('makes no request when the kit is created', () => {
    kit()
    expect(requests).toHaveLength(0)
  })

  it('asks for the supported chains once, then calls the API on a supported network', async () => {
    server.use(
      http.get(`${base}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
    )
    const walletKit = kit()
    expect(await walletKit.api.blockchain.getIdentity({ address })).toEqual({
      name: 'bob.eth',
      avatar: null,
    })
    await walletKit.api.blockchain.getIdentity({ address })
    expect(paths()).toEqual(['/v1/supported-chains', `/v1/identity/${address}`, `/v1/identity/${address}`])
  })

  it('skips every call with its empty default when the active network is unsupported (spec 7)', async () => {
    server.use(
      http.get(`${base}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
    )
    const walletKit = kit()
    setActiveCaipNetwork(walletKit, testNetworks.base)
    expect(await walletKit.api.blockchain.getIdentity({ address })).toEqual({ name: null, avatar: null })
    expect(paths()).toEqual(['/v1/supported-chains'])
  })

  it('goes ahead when the supported-chains list cannot be fetched', async () => {
    server.use(http.get(`${base}/v1/supported-chains`, () => new HttpResponse(null, { status: 500 })))
    const walletKit = kit()
    expect((await walletKit.api.blockchain.getIdentity({ address })).name).toBe('bob.eth')
  })

  it('points each client at its configured service', async () => {
    server.use(
      http.get('https://directory.example/getWallets', () => HttpResponse.json({ data: [], count: 0 })),
    )
    const walletKit = createTestKit({
      projectId: 'p1',
      services: { walletDirectoryUrl: 'https://directory.example' },
    })
    expect(await walletKit.api.directory.getWallets({ page: 1 })).toEqual({ data: [], count: 0 })
    expect(new URL(requests[0]?.url ?? '').searchParams.get('projectId')).toBe('p1')
  })
})
