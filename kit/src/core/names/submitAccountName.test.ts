import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { InvalidNameError } from '../../errors/InvalidNameError.js'
import { NameRegistrationError } from '../../errors/NameRegistrationError.js'
import { NameUnavailableError } from '../../errors/NameUnavailableError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests, seen } from '../../test/recordRequests.js'
import { setTestAddress } from '../../test/setTestAddress.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { loadAccountProfile } from './loadAccountProfile.js'
import { signAccountName } from './signAccountName.js'
import { submitAccountName } from './submitAccountName.js'

const API = 'http://127.0.0.1:9/names-register'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
const requests = recordRequests(server)
const dave = sandboxAccounts[3]
if (!dave) throw new Error('The fixtures lack Dave')
const daveKey = privateKeyToAccount(dave.privateKey as Hex)

/** A kit with Dave connected through a wallet that signs with his key, or answers with `answer`. */
function daveKit(answer?: () => Promise<unknown>) {
  const { adapter, requests: walletRequests } = createRequestAdapter(async ({ method, params }) => {
    if (answer) return answer()
    if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
    return daveKey.signMessage({ message: { raw: (params as Hex[])[0] as Hex } })
  })
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } }, { adapters: [adapter] })
  setTestAddress(kit, 'eip155', dave?.address)
  return { kit, walletRequests }
}

describe('registering a name: sign, then POST /v1/profile/account', () => {
  it('has the wallet sign the JSON message and posts coin type, address, message and signature', async () => {
    const { kit, walletRequests } = daveKit()
    const signed = await signAccountName(kit, { name: 'Dave-Builds' })
    expect(walletRequests.map((request) => request.method)).toEqual(['personal_sign'])
    expect(JSON.parse(signed.message)).toMatchObject({ name: 'dave-builds.wk.id', attributes: {} })
    expect(
      await verifyMessage({
        address: daveKey.address,
        message: signed.message,
        signature: signed.signature as Hex,
      }),
    ).toBe(true)

    await submitAccountName(kit, signed)
    const posted = await seen(requests.find((request) => request.method === 'POST'))
    expect(posted).toMatchObject({
      path: '/names-register/v1/profile/account',
      body: { coin_type: 60, address: dave?.address, message: signed.message, signature: signed.signature },
    })
    expect(kit.store.getState().accounts.eip155?.profileName).toBe('dave-builds.wk.id')
  })

  it('shows the name at once, and the reverse lookup finds it once the cache has gone', async () => {
    const { kit } = daveKit()
    await submitAccountName(kit, await signAccountName(kit, { name: 'dave-two' }))
    kit.caches.name.clear()
    updateAccountData(kit, 'eip155', { profileName: undefined })
    await loadAccountProfile(kit, { namespace: 'eip155', address: dave?.address ?? '' })
    // The fixtures' reverse lookup lists Dave's names in the order they were registered.
    expect(kit.store.getState().accounts.eip155?.profileName).toMatch(/^dave-(builds|two)\.wk\.id$/)
  })

  it('refuses a name against spec 5 before asking the wallet', async () => {
    const { kit, walletRequests } = daveKit()
    await expect(signAccountName(kit, { name: 'abc' })).rejects.toBeInstanceOf(InvalidNameError)
    expect(walletRequests).toEqual([])
  })

  it('passes a refusal in the wallet on as UserRejectedRequestError, and nothing is posted', async () => {
    const { kit } = daveKit(() => Promise.reject(new UserRejectedRequestError()))
    await expect(signAccountName(kit, { name: 'dave-declines' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('says a name taken meanwhile with NameUnavailableError (HTTP 409)', async () => {
    const { kit } = daveKit()
    const signed = await signAccountName(kit, { name: 'wallet' })
    await expect(submitAccountName(kit, signed)).rejects.toBeInstanceOf(NameUnavailableError)
  })

  it('refuses a signature by another key (the mock API verifies it) with NameRegistrationError', async () => {
    const { kit } = daveKit(() =>
      privateKeyToAccount(sandboxAccounts[0]?.privateKey as Hex).signMessage({ message: 'x' }),
    )
    const signed = await signAccountName(kit, { name: 'dave-forged' })
    const failure = await submitAccountName(kit, signed).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NameRegistrationError)
    expect((failure as NameRegistrationError).walk()).toBeInstanceOf(HttpStatusError)
    expect(kit.store.getState().accounts.eip155?.profileName).toBeUndefined()
  })

  it('sends the same signed message again after a failed POST, and it registers', async () => {
    const { kit, walletRequests } = daveKit()
    server.use(
      http.post(`${API}/v1/profile/account`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    )
    const signed = await signAccountName(kit, { name: 'dave-retry' })
    await expect(submitAccountName(kit, signed)).rejects.toBeInstanceOf(NameRegistrationError)
    await submitAccountName(kit, signed)
    expect(walletRequests).toHaveLength(1)
    expect(kit.store.getState().accounts.eip155?.profileName).toBe('dave-retry.wk.id')
  })

  it('says success: false with NameRegistrationError', async () => {
    const { kit } = daveKit()
    server.use(http.post(`${API}/v1/profile/account`, () => HttpResponse.json({ success: false })))
    const signed = await signAccountName(kit, { name: 'dave-false' })
    await expect(submitAccountName(kit, signed)).rejects.toThrow('The name could not be registered')
  })
})
