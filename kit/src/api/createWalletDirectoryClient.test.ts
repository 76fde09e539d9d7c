import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js'
import { walletsPageSchema } from './walletDirectoryEntrySchema.js'

const base = 'https://directory.example'
const server = setupTestServer()
const requests = recordRequests(server)

const directory = createWalletDirectoryClient({ baseUrl: base, projectId: 'project-1' })
const defaults = { projectId: 'project-1', st: SDK_TYPE, sv: SDK_VERSION }
const metamask = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  rdns: 'io.metamask',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:1', 'eip155:8453'],
}
const png = () =>
  HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
    headers: { 'content-type': 'image/png' },
  })

describe('createWalletDirectoryClient getWallets', () => {
  it('sends every filter in the query, lists joined by commas, and reads nulls as absent', async () => {
    server.use(http.get(`${base}/getWallets`, () => HttpResponse.json({ data: [metamask], count: 412 })))

    const page = await directory.getWallets({
      page: 2,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      search: '  meta ',
      badge: 'certified',
    })

    expect(page).toEqual({
      data: [{ ...metamask, desktop_link: undefined, webapp_link: undefined }],
      count: 412,
    })
    expect(await seen(requests[0])).toEqual({
      method: 'GET',
      path: '/getWallets',
      query: {
        ...defaults,
        page: '2',
        entries: '40',
        include: 'a,b',
        exclude: 'c',
        chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        search: 'meta',
        badge_type: 'certified',
      },
      body: undefined,
    })
  })

  it('leaves out empty lists and blank searches', async () => {
    server.use(http.get(`${base}/getWallets`, () => HttpResponse.json({ data: [], count: 0 })))

    await directory.getWallets({ page: 1, entries: 4, include: [], exclude: [], chains: '', search: '   ' })

    expect((await seen(requests[0])).query).toEqual({ ...defaults, page: '1', entries: '4' })
  })

  it('tolerates a wallet with every optional field null', async () => {
    const bare = { id: 'w1', name: 'Bare', rdns: null, image_id: null, chains: null, badge_type: null }
    server.use(http.get(`${base}/getWallets`, () => HttpResponse.json({ data: [bare], count: 1 })))

    const { data } = await directory.getWallets({ page: 1 })

    expect(data[0]).toMatchObject({
      id: 'w1',
      name: 'Bare',
      rdns: undefined,
      image_id: undefined,
      chains: [],
    })
  })

  it('throws "HTTP status code: 403" when the project is refused', async () => {
    server.use(http.get(`${base}/getWallets`, () => new HttpResponse(null, { status: 403 })))

    await expect(directory.getWallets({ page: 1 })).rejects.toThrow('HTTP status code: 403')
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        { name: 'getWallets', schema: walletsPageSchema, call: () => directory.getWallets({ page: 1 }) },
      ],
    })
  })
})

describe('createWalletDirectoryClient images', () => {
  it.each([
    ['getWalletImage', '/getWalletImage/img-1'],
    ['getAssetImage', '/public/getAssetImage/img-1'],
    ['getCurrencyImage', '/public/getCurrencyImage/img-1'],
    ['getTokenImage', '/public/getTokenImage/img-1'],
  ] as const)('%s fetches GET %s as a blob', async (method, path) => {
    server.use(http.get(`${base}${path}`, png))

    const blob = await directory[method]({ id: 'img-1' })

    expect(blob.size).toBe(4)
    expect(blob.type).toBe('image/png')
    expect(await seen(requests[0])).toEqual({ method: 'GET', path, query: defaults, body: undefined })
  })

  it('throws "HTTP status code: 404" for an unknown image', async () => {
    server.use(http.get(`${base}/getWalletImage/:id`, () => new HttpResponse(null, { status: 404 })))

    await expect(directory.getWalletImage({ id: 'missing' })).rejects.toThrow('HTTP status code: 404')
  })
})
