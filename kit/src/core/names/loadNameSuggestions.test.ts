import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests, seen } from '../../test/recordRequests.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { loadNameSuggestions } from './loadNameSuggestions.js'

const API = 'http://127.0.0.1:9/names-suggest'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
const requests = recordRequests(server)
const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })

describe('loadNameSuggestions', () => {
  it('asks in the kit zone and offers the free names like the typed one', async () => {
    const result = await loadNameSuggestions(kit, { label: 'sam' })
    expect(result).toEqual({
      name: 'sam.wk.id',
      available: true,
      suggestions: ['sam-wallet.wk.id', 'mysam.wk.id', 'sam2026.wk.id', 'sam-onchain.wk.id'],
    })
    const asked = await seen(requests.find((request) => request.url.includes('/suggestions/')))
    expect(asked).toMatchObject({
      path: '/names-suggest/v1/profile/suggestions/sam',
      query: { zone: 'wk.id' },
    })
  })

  it('says a held name is taken', async () => {
    expect(await loadNameSuggestions(kit, { label: 'wallet' })).toMatchObject({ available: false })
  })

  it('looks the typed name up when the suggestions leave it out (404: free)', async () => {
    server.use(
      http.get(`${API}/v1/profile/suggestions/:name`, () =>
        HttpResponse.json({ suggestions: [{ name: 'other.wk.id', registered: false }] }),
      ),
    )
    expect(await loadNameSuggestions(kit, { label: 'nobody' })).toEqual({
      name: 'nobody.wk.id',
      available: true,
      suggestions: ['other.wk.id'],
    })
    expect(await loadNameSuggestions(kit, { label: 'alice' })).toMatchObject({ available: false })
  })

  it('rejects with the typed error of a failed request', async () => {
    server.use(http.get(`${API}/v1/profile/suggestions/:name`, () => new HttpResponse(null, { status: 500 })))
    await expect(loadNameSuggestions(kit, { label: 'sam' })).rejects.toBeInstanceOf(HttpStatusError)
  })
})
