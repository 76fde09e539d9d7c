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

  it('leaves no listener on its signal once the logo has loaded (the load soak kept 315 alive after GC)', async () => {
    const base = kit()
    let listening = 0
    const getWalletImage = async ({ signal }: { signal?: AbortSignal | undefined }) => {
      // Counts the abort listeners on the request's signal; it lives as long as whatever still holds it.
      if (signal) {
        const add = signal.addEventListener.bind(signal)
        const remove = signal.removeEventListener.bind(signal)
        signal.addEventListener = (...args: Parameters<AbortSignal['addEventListener']>) => {
          listening++
          add(...args)
        }
        signal.removeEventListener = (...args: Parameters<AbortSignal['removeEventListener']>) => {
          listening--
          remove(...args)
        }
      }
      return new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
    }
    const image = await loadWalletImage(
      { ...base, api: { ...base.api, directory: { ...base.api.directory, getWalletImage } } },
      'abc',
    )
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(listening).toBe(0)
  })

  it('cancels the request and logs nothing when the caller aborts (the view that wanted the logo closed)', async () => {
    let requestAborted = false
    server.use(
      http.get(`${DIRECTORY}/getWalletImage/:id`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          requestAborted = true
        })
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const base = kit()
    const view = new AbortController()
    const image = loadWalletImage(base, 'abc', { signal: view.signal, timeout: 60_000 })
    await delay(20)
    view.abort()
    expect(await image).toBeUndefined()
    await expect.poll(() => requestAborted).toBe(true)
    expect(base.logger.records()).toEqual([])
    expect(await loadWalletImage(base, 'abc', { signal: view.signal })).toBeUndefined()
  })
})
