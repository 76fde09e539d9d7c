import { sandboxAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests } from '../../test/recordRequests.js'
import { setTestAddress } from '../../test/setTestAddress.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { loadSmartSessions } from './loadSmartSessions.js'

const API = 'http://127.0.0.1:9/sessions-load'
let scenario: string | undefined
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }, () => scenario))
const requests = recordRequests(server)
const sessionRequests = () => requests.filter((request) => request.url.includes('/v1/sessions/'))
const [alice, bob] = sandboxAccounts

const kitOf = (address: string | undefined) => {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  setTestAddress(kit, 'eip155', address)
  return kit
}

describe('loading the smart sessions of the connected account', () => {
  it("lists Alice's two sessions by app, asked for her CAIP-10 address", async () => {
    scenario = undefined
    const sessions = await loadSmartSessions(kitOf(alice?.address))
    expect(sessions.map((session) => session.project.name)).toEqual(['Sandbox Dapp', 'Pixel Game'])
    expect(new URL(sessionRequests()[0]?.url ?? '').pathname).toBe(
      `/sessions-load/v1/sessions/eip155:1:${alice?.address}`,
    )
  })

  it('gives an empty list for an account without sessions, and asks nothing without an account', async () => {
    scenario = undefined
    expect(await loadSmartSessions(kitOf(bob?.address))).toEqual([])
    expect(await loadSmartSessions(kitOf(undefined))).toEqual([])
    expect(sessionRequests()).toHaveLength(1)
  })

  it("rejects with the HTTP client's error when the provider fails (sessions-500)", async () => {
    scenario = 'sessions-500'
    await expect(loadSmartSessions(kitOf(alice?.address))).rejects.toBeInstanceOf(HttpStatusError)
  })
})
