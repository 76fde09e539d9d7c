import { walletDirectory } from '@walletkit/fixtures'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../../test/createTestKit.js'
import { fixtureHandlers } from '../../../test/fixtureHandlers.js'
import { setupTestServer } from '../../../test/setupTestServer.js'
import { loadWalletImage } from './loadWalletImage.js'

const DIRECTORY = 'http://127.0.0.1:9/directory'
const server = setupTestServer(...fixtureHandlers({ walletDirectoryUrl: DIRECTORY }))

const kit = () => createTestKit({ services: { walletDirectoryUrl: DIRECTORY } })

describe('loadWalletImage', () => {
  it('loads a logo as a data URL', async () => {
    const imageId = walletDirectory[0]?.image_id ?? ''
    const image = await loadWalletImage(kit(), imageId)
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(image?.split(',')[1] ?? '')).toContain('<svg')
  })

  it('gives up on a failed image', async () => {
    server.use(http.get(`${DIRECTORY}/getWalletImage/:id`, () => new HttpResponse(null, { status: 404 })))
    expect(await loadWalletImage(kit(), 'abc')).toBeUndefined()
  })

  it('gives up after the time-out', async () => {
    server.use(
      http.get(`${DIRECTORY}/getWalletImage/:id`, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const started = Date.now()
    expect(await loadWalletImage(kit(), 'abc', { timeout: 50 })).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
