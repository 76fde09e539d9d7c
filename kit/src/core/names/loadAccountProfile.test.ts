import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests } from '../../test/recordRequests.js'
import { setTestAddress } from '../../test/setTestAddress.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { loadAccountProfile } from './loadAccountProfile.js'

const API = 'http://127.0.0.1:9/names-profile'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
const requests = recordRequests(server)
const [alice, bob, , dave] = sandboxAccounts.map((account) => account.address)
const profileRequests = () =>
  requests
    .map((request) => new URL(request.url).pathname)
    .filter((path) => !path.endsWith('/supported-chains'))

function kitWith(address: string | undefined, options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API }, ...options })
  setTestAddress(kit, 'eip155', address)
  return kit
}

describe('loadAccountProfile', () => {
  it("shows the identity's name and avatar, without a reverse lookup, as the peer does", async () => {
    const kit = kitWith(alice)
    await loadAccountProfile(kit, { namespace: 'eip155', address: alice ?? '' })
    const account = kit.store.getState().accounts.eip155
    expect(account?.profileName).toBe('alice.eth')
    expect(account?.profileImage).toBe('http://127.0.0.1:9/directory/public/getAssetImage/avatar-alice')
    expect(profileRequests()).toEqual([`/names-profile/v1/identity/${alice}`])
  })

  it('shows the name registered to the address when the identity has none', async () => {
    server.use(http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })))
    const kit = kitWith(alice)
    await loadAccountProfile(kit, { namespace: 'eip155', address: alice ?? '' })
    const account = kit.store.getState().accounts.eip155
    expect(account?.profileName).toBe('alice.wk.id')
    // The registered name's avatar attribute stands in for the identity's.
    expect(account?.profileImage).toBe('http://127.0.0.1:9/directory/public/getAssetImage/avatar-alice')
  })

  it('looks an address up once in 5 minutes, even when the button and Account ask at the same time', async () => {
    const kit = kitWith(bob)
    await Promise.all([
      loadAccountProfile(kit, { namespace: 'eip155', address: bob ?? '' }),
      loadAccountProfile(kit, { namespace: 'eip155', address: bob ?? '' }),
    ])
    await loadAccountProfile(kit, { namespace: 'eip155', address: bob ?? '' })
    expect(profileRequests()).toEqual([`/names-profile/v1/identity/${bob}`])
    expect(kit.store.getState().accounts.eip155?.profileName).toBe('bob.eth')
  })

  it('sets no name (null) for an address with none, which is what offers Choose a name', async () => {
    const kit = kitWith(dave)
    await loadAccountProfile(kit, { namespace: 'eip155', address: dave ?? '' })
    expect(kit.store.getState().accounts.eip155).toMatchObject({ profileName: null, profileImage: null })
  })

  it('falls back to the registered name when the identity fails, and keeps the address when both fail', async () => {
    server.use(http.get(`${API}/v1/identity/:address`, () => new HttpResponse(null, { status: 500 })))
    const kit = kitWith(alice)
    await loadAccountProfile(kit, { namespace: 'eip155', address: alice ?? '' })
    expect(kit.store.getState().accounts.eip155?.profileName).toBe('alice.wk.id')

    server.use(http.get(`${API}/v1/profile/reverse/:address`, () => new HttpResponse(null, { status: 500 })))
    const failing = kitWith(bob)
    await loadAccountProfile(failing, { namespace: 'eip155', address: bob ?? '' })
    expect(failing.store.getState().accounts.eip155?.profileName).toBeUndefined()
    // A failure is not cached: the next look-up asks again.
    server.resetHandlers()
    await loadAccountProfile(failing, { namespace: 'eip155', address: bob ?? '' })
    expect(failing.store.getState().accounts.eip155?.profileName).toBe('bob.eth')
  })

  it('asks nothing without a project id or where names are not supported', async () => {
    await loadAccountProfile(kitWith(alice, { projectId: undefined }), {
      namespace: 'eip155',
      address: alice ?? '',
    })
    await loadAccountProfile(kitWith(alice, { networkSupport: { names: [] } }), {
      namespace: 'eip155',
      address: alice ?? '',
    })
    expect(profileRequests()).toEqual([])
  })

  it('drops the answer when the account changed meanwhile', async () => {
    const kit = kitWith(alice)
    const loading = loadAccountProfile(kit, { namespace: 'eip155', address: alice ?? '' })
    setTestAddress(kit, 'eip155', bob)
    await loading
    expect(kit.store.getState().accounts.eip155?.profileName).toBeUndefined()
  })
})
