import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const API = 'https://api.example'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const queries: string[] = []
setupTestServer(
  http.get(`${API}/v1/account/:address/nfts`, ({ request, params }) => {
    queries.push(new URL(request.url).search)
    if (params.address === 'eip155:1:0x0000000000000000000000000000000000000000')
      return HttpResponse.json({ status: 'FAILED' }, { status: 404 })
    return HttpResponse.json({
      data: [
        {
          id: 'eip155:1:0xabc:1',
          chainId: 'eip155:1',
          contract: '0xabc',
          tokenId: '1',
          name: 'Harbor #1',
          collection: { name: 'Pixel Harbors' },
          imageUrl: null,
        },
      ],
      next: '',
    })
  }),
)

describe('getNfts', () => {
  const api = createBlockchainApiClient({ baseUrl: API, projectId: 'p' })

  it('asks GET /v1/account/{address}/nfts with chainId and cursor and parses the page', async () => {
    const page = await api.getNfts({ address: alice, chainId: 'eip155:1', cursor: 'c1' })
    expect(page).toEqual({
      data: [
        {
          id: 'eip155:1:0xabc:1',
          chainId: 'eip155:1',
          contract: '0xabc',
          tokenId: '1',
          name: 'Harbor #1',
          collection: { name: 'Pixel Harbors' },
          imageUrl: undefined,
        },
      ],
      next: null,
    })
    const query = new URLSearchParams(queries.at(-1))
    expect([query.get('chainId'), query.get('cursor'), query.get('projectId')]).toEqual([
      'eip155:1',
      'c1',
      'p',
    ])
  })

  it('throws HttpStatusError 404 where the provider has no NFT endpoint', async () => {
    const failing = api.getNfts({ address: 'eip155:1:0x0000000000000000000000000000000000000000' })
    await expect(failing).rejects.toBeInstanceOf(HttpStatusError)
    await expect(failing).rejects.toMatchObject({ status: 404, message: 'HTTP status code: 404' })
  })
})
