import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { connectTestAccount } from '../../test/connectTestAccount.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { fetchNftsPage } from './fetchNftsPage.js'

const API = 'https://api.example'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const gate: { open?: () => void } = {}
setupTestServer(
  http.get(`${API}/v1/supported-chains`, () =>
    HttpResponse.json({ http: ['eip155:1', 'eip155:8453'], ws: [] }),
  ),
  http.get(`${API}/v1/account/:address/nfts`, async ({ params }) => {
    await new Promise<void>((resolve) => (gate.open = resolve))
    return HttpResponse.json({
      data: [
        {
          id: `eip155:1:0xabc:${params.address}`,
          chainId: 'eip155:1',
          contract: '0xabc',
          tokenId: '1',
          name: 'Harbor #1',
          collection: { name: 'Pixel Harbors' },
          imageUrl: null,
        },
      ],
      next: 'cursor-2',
    })
  }),
)

/** Starts a page request, lets `change` happen while it is on the wire, then answers it. */
async function pageAcross(change: (kit: ReturnType<typeof createTestKit>) => void) {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  connectTestAccount(kit)
  const page = fetchNftsPage(kit, { cursor: 'cursor-1' })
  await expect.poll(() => gate.open).toBeDefined()
  change(kit)
  gate.open?.()
  gate.open = undefined
  return page
}

describe('fetchNftsPage', () => {
  it('returns a page with the account and chain it belongs to', async () => {
    expect(await pageAcross(() => undefined)).toMatchObject({
      status: 'ready',
      nfts: [{ name: 'Harbor #1' }],
      next: 'cursor-2',
      account: `eip155:1:0x52908400098527886E0F7030069857D2E4169EE7`,
    })
  })

  it('drops a page that arrives after the account switched, so it is never appended to the new one', async () => {
    const page = await pageAcross((kit) => setCaipAddress(kit, 'eip155', `eip155:1:${BOB}`))
    expect(page).toEqual({ status: 'stale' })
  })

  it('drops a page that arrives after the chain switched', async () => {
    const page = await pageAcross((kit) => setActiveCaipNetwork(kit, testNetworks.base))
    expect(page).toEqual({ status: 'stale' })
  })
})
