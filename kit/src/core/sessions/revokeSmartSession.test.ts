import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { SmartSessionRevokeError } from '../../errors/SmartSessionRevokeError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests, seen } from '../../test/recordRequests.js'
import { setTestAddress } from '../../test/setTestAddress.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { createRevokeSessionMessage } from './createRevokeSessionMessage.js'
import { loadSmartSessions } from './loadSmartSessions.js'
import { revokeSmartSession } from './revokeSmartSession.js'

const API = 'http://127.0.0.1:9/sessions-revoke'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
const requests = recordRequests(server)
const alice = sandboxAccounts[0]
if (!alice) throw new Error('The fixtures lack Alice')
const aliceKey = privateKeyToAccount(alice.privateKey as Hex)

/** A kit with Alice connected through a wallet that signs with her key, or answers with `answer`. */
function aliceKit(answer?: () => Promise<unknown>) {
  const { adapter, requests: walletRequests } = createRequestAdapter(async ({ method, params }) => {
    if (answer) return answer()
    if (method !== 'personal_sign') throw new Error(`unexpected ${method}`)
    return aliceKey.signMessage({ message: { raw: (params as Hex[])[0] as Hex } })
  })
  const kit = createTestKit({ projectId: 'p1', services: { blockchainApiUrl: API } }, { adapters: [adapter] })
  setTestAddress(kit, 'eip155', alice?.address)
  return { kit, walletRequests }
}

describe('revoking a smart session: sign, then POST /v1/sessions/{address}/revoke', () => {
  it("has Alice's wallet sign a message naming the session and posts pci and signature; the list then shows it revoked", async () => {
    const { kit, walletRequests } = aliceKit()
    const [session] = await loadSmartSessions(kit)
    if (!session) throw new Error('Alice has no session in the fixtures')
    expect(session.revokedAt).toBeUndefined()

    const revokedAt = await revokeSmartSession(kit, session)

    expect(revokedAt).toBeCloseTo(Date.now() / 1000, -1)
    const message = createRevokeSessionMessage({ appName: session.project.name, pci: session.pci })
    expect(message).toBe(`Revoke the smart session of Sandbox Dapp\nSession: ${session.pci}`)
    expect(walletRequests[0]?.method).toBe('personal_sign')
    const posted = await seen(requests.find((request) => request.method === 'POST'))
    expect(posted).toMatchObject({
      path: `/sessions-revoke/v1/sessions/eip155:1:${alice?.address}/revoke`,
      query: { projectId: 'p1' },
      body: { pci: session.pci },
    })
    const { signature } = posted.body as { signature: Hex }
    expect(await verifyMessage({ address: aliceKey.address, message, signature })).toBe(true)
    const after = await loadSmartSessions(kit)
    expect(after.find((entry) => entry.pci === session.pci)?.revokedAt).toBeGreaterThan(0)
  })

  it('passes a refusal in the wallet on as UserRejectedRequestError, and nothing is posted', async () => {
    const { kit } = aliceKit(async () => {
      throw new UserRejectedRequestError()
    })
    const [session] = await loadSmartSessions(kit)
    await expect(revokeSmartSession(kit, session as never)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('rejects with SmartSessionRevokeError when the wallet returns no signature', async () => {
    const { kit } = aliceKit(async () => null)
    const [session] = await loadSmartSessions(kit)
    await expect(revokeSmartSession(kit, session as never)).rejects.toMatchObject({
      name: 'SmartSessionRevokeError',
      details: 'The wallet returned no signature',
    })
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('rejects with SmartSessionRevokeError, the HTTP error as its cause, when the provider refuses', async () => {
    server.use(http.post(`${API}/v1/sessions/:address/revoke`, () => HttpResponse.json({}, { status: 500 })))
    const { kit } = aliceKit()
    const [session] = await loadSmartSessions(kit)
    const failure = await revokeSmartSession(kit, session as never).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SmartSessionRevokeError)
    expect((failure as SmartSessionRevokeError).message).toBe('The session could not be revoked')
    expect((failure as SmartSessionRevokeError).cause).toBeInstanceOf(HttpStatusError)
  })
})
