import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setCaipAddress } from '../../../core/account/setCaipAddress.js'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

const API = 'https://api.example'
const nft = (id: number, name: string, imageUrl: string | null, chainId = 'eip155:1') => ({
  id: `${chainId}:0xabc:${id}`,
  chainId,
  contract: '0xabc',
  tokenId: String(id),
  name,
  collection: { name: 'Pixel Harbors' },
  imageUrl,
})
let status = 200
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${API}/v1/account/:address/nfts`, ({ request }) => {
    if (status !== 200) return HttpResponse.json({ status: 'FAILED', error: 'Not Found' }, { status })
    return new URL(request.url).searchParams.get('cursor')
      ? HttpResponse.json({ data: [nft(3, 'Harbor #3', null)], next: null })
      : HttpResponse.json({
          data: [
            nft(1, 'Harbor #1', 'https://images.example/1.png'),
            nft(2, '<img src=x onerror=alert(1)>', 'javascript:alert(1)'),
            nft(9, 'On Base', null, 'eip155:8453'),
          ],
          next: 'eip155:1:0xabc:2',
        })
  }),
)
afterEach(() => {
  cleanup()
  status = 200
})

async function openNfts() {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  connectTestAccount(kit)
  act(() => updateAccountData(kit, 'eip155', { currentTab: 1 }))
  await renderModal(kit)
  return kit
}

describe('NftsTab', () => {
  it('shows a grid of name, collection and image, with a placeholder for a refused image, and pages on', async () => {
    await openNfts()
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Harbor #1Pixel Harbors', '<<img src=x onerror=alert(1)>Pixel Harbors'])
    expect([...grid.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://images.example/1.png',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(grid).findByText('Harbor #3')).toBeTruthy()
  })

  it('says NFTs are unavailable when the provider answers 404, with Switch network as the next step', async () => {
    status = 404
    const kit = await openNfts()
    expect(await screen.findByText('NFTs are unavailable on this network')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }))
    expect(kit.store.getState().router.view).toBe('Networks')
  })

  it('says the NFTs could not be loaded when the fetch fails, and Retry fetches them again', async () => {
    status = 500
    await openNfts()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('NFTs could not be loaded')).toBeTruthy()
    status = 200
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(within(grid).getByText('Harbor #1')).toBeTruthy()
  })

  it('offers Receive when the account holds no NFT', async () => {
    server.use(http.get(`${API}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [], next: null })))
    const kit = await openNfts()
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Receive an NFT' }))
    expect(kit.store.getState().router.view).toBe('WalletReceive')
  })

  it("drops the previous account's next page when the account switches while it loads", async () => {
    const kit = await openNfts()
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const gate: { open?: () => void } = {}
    server.use(
      http.get(`${API}/v1/account/:address/nfts`, async ({ request }) => {
        if (!new URL(request.url).searchParams.get('cursor'))
          return HttpResponse.json({ data: [nft(7, "Bob's #7", null)], next: null })
        await new Promise<void>((resolve) => (gate.open = resolve))
        return HttpResponse.json({ data: [nft(3, 'Harbor #3', null)], next: null })
      }),
    )
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await expect.poll(() => gate.open).toBeDefined()
    act(() => setCaipAddress(kit, 'eip155', 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    expect(await screen.findByText("Bob's #7")).toBeTruthy()
    await act(async () => gate.open?.())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Harbor #3')).toBeNull()
  })
})
