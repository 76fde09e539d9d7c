import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests } from '../../test/recordRequests.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { loadDirectoryImage } from './loadDirectoryImage.js'

const DIRECTORY = 'http://127.0.0.1:9/directory'
const server = setupTestServer(...fixtureHandlers({ walletDirectoryUrl: DIRECTORY }))
const requests = recordRequests(server)
const kit = () => createTestKit({ projectId: 'p', services: { walletDirectoryUrl: DIRECTORY } })

describe('loadDirectoryImage', () => {
  it("asks each kind's endpoint of spec 7 and gives back the SVG", async () => {
    const images = await Promise.all([
      loadDirectoryImage(kit(), 'token', 'ETH'),
      loadDirectoryImage(kit(), 'network', 'eip155:1'),
      loadDirectoryImage(kit(), 'currency', 'EUR'),
    ])
    expect(images.map((image) => image?.type)).toEqual(['image/svg+xml', 'image/svg+xml', 'image/svg+xml'])
    expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/directory/public/getAssetImage/eip155:1',
      '/directory/public/getCurrencyImage/EUR',
      '/directory/public/getTokenImage/ETH',
    ])
  })

  it('gives undefined, without throwing, for an image the directory lacks', async () => {
    expect(await loadDirectoryImage(kit(), 'wallet', 'no-such-image')).toBeUndefined()
  })

  it('gives up on a network image after 2 s (spec 9 image preload time-out), and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      server.use(http.get(`${DIRECTORY}/public/getAssetImage/:id`, () => new Promise<never>(() => undefined)))
      let settled: 'pending' | Blob | undefined = 'pending'
      void loadDirectoryImage(kit(), 'network', 'eip155:1').then((image) => {
        settled = image
      })
      await vi.advanceTimersByTimeAsync(1_999)
      expect(settled).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
