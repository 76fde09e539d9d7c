import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createHandlers, type SandboxWorld, walletDirectory } from '@walletkit/fixtures'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { closeModal } from '../../../core/modal/closeModal.js'
import { getAllWalletsList } from '../../../core/wallets/getAllWalletsList.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

const DIRECTORY = 'http://127.0.0.1:9/directory'
const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9/blockchain',
    walletDirectoryUrl: DIRECTORY,
    analyticsUrl: 'http://127.0.0.1:9/analytics',
  },
}
const requests: URL[] = []
const server = setupServer(...createHandlers({ world, scenario: () => undefined }))
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url))
  })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

const walletRequests = () => requests.filter((url) => url.pathname.endsWith('/getWallets'))
const grid = () => screen.getByRole('region', { name: /All wallets|Search results/ })

async function openAllWallets() {
  const kit = createTestKit({ services: { walletDirectoryUrl: DIRECTORY }, networks: undefined })
  await renderModal(kit, 'AllWallets')
  await waitFor(() => expect(within(grid()).getAllByRole('button').length).toBeGreaterThan(8))
  return kit
}

describe('AllWalletsView', { timeout: 20_000 }, () => {
  it('shows the recommended wallets first and the first page of 40 below them, virtualised', async () => {
    const kit = await openAllWallets()
    expect(
      walletRequests().map((url) => [url.searchParams.get('page'), url.searchParams.get('entries')]),
    ).toEqual(
      expect.arrayContaining([
        ['1', '4'],
        ['1', '40'],
      ]),
    )
    const names = within(grid())
      .getAllByRole('button')
      .map((button) => button.getAttribute('title'))
    const recommended = kit.store.getState().wallets.recommended.map((wallet) => wallet.name)
    expect(recommended).toHaveLength(4)
    expect(names.slice(0, 4)).toEqual(recommended)
    // Only the rows in view are in the DOM, not all 44 wallets.
    expect(names.length).toBeLessThan(44)
    expect(kit.store.getState().wallets.wallets).toHaveLength(40)
  })

  it('searches by part of a name 300 ms after the last key, trimmed', async () => {
    await openAllWallets()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: '  arbo ' },
    })
    await waitFor(() => expect(screen.getByRole('region', { name: 'Search results' })).toBeTruthy())
    await waitFor(() => expect(within(grid()).getByRole('button', { name: 'Harbor Wallet' })).toBeTruthy())
    const searches = walletRequests().filter((url) => url.searchParams.has('search'))
    expect(searches.map((url) => [url.searchParams.get('search'), url.searchParams.get('entries')])).toEqual([
      ['arbo', '100'],
    ])
  })

  it('renders a hostile wallet name as text', async () => {
    await openAllWallets()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'script' },
    })
    const tile = await within(screen.getByRole('dialog')).findByRole('button', {
      name: '"><script>alert(1)</script>',
    })
    expect(tile.textContent).toContain('"><script>alert(1)</script>')
    expect(document.querySelector('.wk-aw-scroll script')).toBeNull()
  })

  it('shows the letter placeholder for a wallet whose image fails', async () => {
    server.use(http.get(`${DIRECTORY}/getWalletImage/:id`, () => new HttpResponse(null, { status: 500 })))
    await openAllWallets()
    const first = within(grid()).getAllByRole('button')[0] as HTMLElement
    await waitFor(() => expect(first.querySelector('[data-letter]')).not.toBeNull())
    expect(first.querySelector('img')).toBeNull()
  })

  it('shows the logo once it loads', async () => {
    await openAllWallets()
    const first = within(grid()).getAllByRole('button')[0] as HTMLElement
    await waitFor(() =>
      expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    )
  })

  it('cancels the logos still loading when the modal closes, and logs no failure for them', async () => {
    const asked: string[] = []
    const cancelled: string[] = []
    server.use(
      http.get(`${DIRECTORY}/getWalletImage/:id`, async ({ request, params }) => {
        asked.push(String(params.id))
        request.signal.addEventListener('abort', () => cancelled.push(String(params.id)))
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const kit = await openAllWallets()
    await waitFor(() => expect(asked.length).toBeGreaterThan(8))
    act(() => closeModal(kit))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect([...cancelled].sort()).toEqual([...asked].sort()))
    expect(kit.logger.records().filter((record) => record.message.startsWith('Wallet image'))).toEqual([])
  })

  it('asks for the logos of the rows a scroll stops on, not of the rows it only passes', async () => {
    const kit = await openAllWallets()
    const logoRequests = () =>
      new Set(
        requests
          .filter((url) => url.pathname.includes('/getWalletImage/'))
          .map((url) => url.pathname.split('/').at(-1)),
      )
    const area = grid()
    let top = 0
    Object.defineProperty(area, 'scrollTop', { configurable: true, get: () => top })
    const scrollTo = (to: number) => {
      top = to
      act(() => {
        area.dispatchEvent(new Event('scroll'))
      })
    }
    const imageOf = (index: number) => getAllWalletsList(kit)[index]?.image_id
    // Rows are 112 px (walletGridLayout). Stopping near the end of page 1 loads page 2 and the logos of rows 2 to 10.
    scrollTo(500)
    await waitFor(() => expect(kit.store.getState().wallets.wallets.length).toBeGreaterThanOrEqual(80))
    await waitFor(() => expect(logoRequests()).toContain(imageOf(40)))
    // A flick: rows 11 to 17 (wallets 44 to 71) are in view for one scroll event, row 20 at the end.
    for (const to of [1344, 1792, 2240]) scrollTo(to)
    await waitFor(() => expect(logoRequests()).toContain(imageOf(80)))
    for (let index = 48; index < 68; index++) expect(logoRequests()).not.toContain(imageOf(index))
  })

  it('opens the WalletConnect pairing of the wallet chosen', async () => {
    const kit = await openAllWallets()
    const harbor = walletDirectory.find((wallet) => wallet.name === 'Harbor Wallet')
    await act(async () => fireEvent.click(within(grid()).getByRole('button', { name: 'Harbor Wallet' })))
    await waitFor(() => expect(kit.store.getState().router.view).toBe('ConnectingWalletConnect'))
    expect(kit.store.getState().router.data?.wallet?.id).toBe(harbor?.id)
    // This kit has no WalletConnect: the view says so in the spec's words.
    expect(await screen.findByText('WalletConnectConnector not found')).toBeTruthy()
  })

  it('says "No wallet found" when nothing matches, and Clear search empties the box and shows every wallet again', async () => {
    await openAllWallets()
    const box = screen.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement
    expect(box.placeholder).toBe('Search wallets')
    fireEvent.change(box, { target: { value: 'no such wallet anywhere' } })
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box.value).toBe('')
    expect(await within(grid()).findByRole('button', { name: 'Harbor Wallet' })).toBeTruthy()
    expect(screen.queryByText('No wallet found')).toBeNull()
  })

  it('passes the certified filter to the search as badge_type', async () => {
    await openAllWallets()
    fireEvent.click(screen.getByRole('button', { name: 'Certified' }))
    expect(screen.getByRole('button', { name: 'Certified' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'wallet' },
    })
    await waitFor(() => expect(screen.getByRole('region', { name: 'Search results' })).toBeTruthy())
    await waitFor(() => expect(within(grid()).getAllByRole('button').length).toBeGreaterThan(0))
    const searches = walletRequests().filter((url) => url.searchParams.has('search'))
    expect(searches.at(-1)?.searchParams.get('badge_type')).toBe('certified')
    const names = within(grid())
      .getAllByRole('button')
      .map((button) => button.getAttribute('title'))
    const certifiedNames = walletDirectory
      .filter((wallet) => wallet.badge_type === 'certified')
      .map((wallet) => wallet.name)
    expect(names.every((name) => certifiedNames.includes(name as string))).toBe(true)
  })

  it('says "No wallets to show" with Retry when the directory fails, asks once instead of again and again, and Retry asks again', async () => {
    server.use(
      http.get(`${DIRECTORY}/getWallets`, () => HttpResponse.json({ status: 'FAILED' }, { status: 500 })),
    )
    const kit = createTestKit({ services: { walletDirectoryUrl: DIRECTORY }, networks: undefined })
    await renderModal(kit, 'AllWallets')
    const empty = await screen.findByText('No wallets to show')
    await act(() => delay(300))
    const paged = () => walletRequests().filter((url) => url.searchParams.get('entries') === '40')
    expect(paged()).toHaveLength(1)
    expect(screen.getByText('No wallets to show')).toBe(empty)
    server.resetHandlers()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(grid()).getAllByRole('button').length).toBeGreaterThan(8))
    expect(paged()).toHaveLength(2)
  })
})
