import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { updateAccountData } from '../../core/account/updateAccountData.js'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { AccountButton } from '../../react/AccountButton.js'
import { connectTestAccount, TEST_ADDRESS } from '../../test/connectTestAccount.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { renderWithKit } from '../../test/renderWithKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'

const API = 'https://api.example'
// The kit's default blockchain API, which the tabs ask when a test gives no other: nothing to show.
const DEFAULT_API = 'https://rpc.walletconnect.org'
const server = setupTestServer(
  http.get(`${DEFAULT_API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${DEFAULT_API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${DEFAULT_API}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
  http.get(`${DEFAULT_API}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [], next: null })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${API}/v1/profile/reverse/:address`, () => HttpResponse.json([])),
)
afterEach(() => {
  cleanup()
  Reflect.deleteProperty(navigator, 'clipboard')
})

const withExplorer = {
  ...testNetworks.mainnet,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io/' } },
}

async function openAccount(options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit({ networks: [withExplorer, testNetworks.base], ...options })
  registerAdapter(kit, createScriptedAdapter('eip155'))
  connectTestAccount(kit, { balance: '1.23456789', balanceSymbol: 'ETH' })
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' })
  return kit
}

describe('AccountView', () => {
  it('shows the truncated address and the balance floored to 3 decimals', async () => {
    await openAccount()
    expect(screen.getByText('0x52…169EE7')).toBeTruthy()
    // The header's balance; the Tokens tab lists the same balance once its request has answered.
    expect(screen.getByText('1.234 ETH', { selector: '.wk-center > p' })).toBeTruthy()
  })

  it('copies the address and says so', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await openAccount()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS)
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Address copied')
  })

  it('links to the explorer in a new tab, https only', async () => {
    await openAccount()
    const link = screen.getByRole('link', { name: 'Block explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${TEST_ADDRESS}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('offers no explorer link for an explorer that is not https', async () => {
    const unsafe = { ...withExplorer, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } }
    const kit = createTestKit({ networks: [unsafe] })
    connectTestAccount(kit)
    await renderModal(kit)
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('opens Networks from the network button', async () => {
    const kit = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(await screen.findByRole('dialog', { name: 'Choose network' })).toBeTruthy()
    expect(kit.store.getState().router.history).toEqual(['Account', 'Networks'])
  })

  it('has Tokens, NFTs and Activity tabs with their empty states, moved through with the arrow keys', async () => {
    await openAccount()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    // The API lists nothing: the Tokens tab shows the RPC's native balance, priced at nothing yet, floored to 3
    // decimals like the header above it (one balance, shown one way).
    await vi.waitFor(() => expect(screen.getByRole('tabpanel').textContent).toContain('1.234 ETH'), {
      timeout: 10_000,
    })
    expect(screen.getAllByText('1.234 ETH')).toHaveLength(2)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    await vi.waitFor(() => within(screen.getByRole('tabpanel')).getByText('No activity yet'), {
      timeout: 10_000,
    })
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
    await vi.waitFor(() => within(screen.getByRole('tabpanel')).getByText('No NFTs yet'), { timeout: 10_000 })
  })

  it('hides the Activity tab when the history feature is off', async () => {
    await openAccount({ features: { history: false } })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it('offers Receive and Send, and hides them when their features are off', async () => {
    const kit = await openAccount()
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Send' })
    expect(kit.store.getState().router.history).toEqual(['Account', 'WalletSend'])
    cleanup()
    await openAccount({ features: { send: false, receive: false } })
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull()
  })

  it('disconnects and returns to Connect', async () => {
    const kit = await openAccount()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(kit.store.getState().accounts.eip155?.address).toBeUndefined()
    expect(await screen.findByRole('dialog', { name: 'Connect wallet' })).toBeTruthy()
  })

  it('says "Failed to disconnect", with the chain that failed and why, when the wallet refuses', async () => {
    const kit = createTestKit()
    const adapter = createScriptedAdapter('eip155')
    adapter.disconnect = () => Promise.reject(new Error('wallet locked'))
    registerAdapter(kit, adapter)
    connectTestAccount(kit)
    await renderModal(kit)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' })))
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Failed to disconnectFailed to disconnect chain eip155: wallet locked',
      ),
    )
    expect(kit.store.getState().accounts.eip155?.address).toBe(TEST_ADDRESS)
  })

  it('shows the name and avatar the identity API knows', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () =>
        HttpResponse.json({ name: 'ada.eth', avatar: 'https://images.example/ada.png' }),
      ),
    )
    await openAccount({ projectId: 'project-1', services: { blockchainApiUrl: API } })
    expect(await screen.findByText('ada.eth')).toBeTruthy()
    expect(document.querySelector('img.wk-avatar')?.getAttribute('src')).toBe(
      'https://images.example/ada.png',
    )
  })

  it('keeps the generated avatar and the address when the identity API has nothing', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () => HttpResponse.json({ name: null, avatar: null })),
    )
    const kit = await openAccount({ projectId: 'project-1', services: { blockchainApiUrl: API } })
    await vi.waitFor(() => expect(kit.store.getState().accounts.eip155?.profileName).toBeNull(), {
      timeout: 10_000,
    })
    expect(screen.getByText('0x52…169EE7')).toBeTruthy()
    expect((document.querySelector('span.wk-avatar') as HTMLElement).style.background).toContain('gradient')
  })

  it('offers Choose a name to an account without one, which opens RegisterAccountName', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () => HttpResponse.json({ name: null, avatar: null })),
    )
    await openAccount({ projectId: 'project-1', services: { blockchainApiUrl: API } })
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a name' }))
    expect(await screen.findByRole('heading', { name: 'Choose a name' })).toBeTruthy()
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy()
  })

  it('shows the registered name when the identity has none, and offers no name to an account that has one', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () => HttpResponse.json({ name: null, avatar: null })),
      http.get(`${API}/v1/profile/reverse/:address`, () =>
        HttpResponse.json([
          { name: 'ada.wk.id', addresses: { '60': { address: TEST_ADDRESS } }, attributes: [] },
        ]),
      ),
    )
    await openAccount({ projectId: 'project-1', services: { blockchainApiUrl: API } })
    expect(await screen.findByText('ada.wk.id')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('offers no name where names are not supported', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () => HttpResponse.json({ name: null, avatar: null })),
    )
    const kit = await openAccount({
      projectId: 'project-1',
      services: { blockchainApiUrl: API },
      networkSupport: { names: [] },
    })
    act(() => updateAccountData(kit, 'eip155', { profileName: null }))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('shows the same name, avatar and balance in the account button, before Account opens, as in Account', async () => {
    server.use(
      http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
      http.get(`${API}/v1/identity/${TEST_ADDRESS}`, () =>
        HttpResponse.json({ name: null, avatar: 'https://images.example/ada.png' }),
      ),
      http.get(`${API}/v1/profile/reverse/:address`, () =>
        HttpResponse.json([
          { name: 'ada.wk.id', addresses: { '60': { address: TEST_ADDRESS } }, attributes: [] },
        ]),
      ),
    )
    const kit = createTestKit({ projectId: 'project-1', services: { blockchainApiUrl: API } })
    registerAdapter(kit, createScriptedAdapter('eip155'))
    renderWithKit(<AccountButton />, kit)
    connectTestAccount(kit, { balance: '1.23456789', balanceSymbol: 'ETH' })
    const button = await screen.findByRole('button', { name: '1.234 ETH, ada.wk.id' })
    // The name (reverse profile), the avatar (identity) and the token rows arrive by separate requests, in any order.
    await waitFor(() =>
      expect(button.querySelector('img')?.getAttribute('src')).toBe('https://images.example/ada.png'),
    )

    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    await within(dialog).findByRole('button', { name: 'Disconnect' })
    expect(within(dialog).getByText('ada.wk.id')).toBeTruthy()
    // The header and the token row, floored alike.
    await waitFor(() => expect(within(dialog).getAllByText('1.234 ETH')).toHaveLength(2))
    expect(dialog.querySelector('img.wk-avatar')?.getAttribute('src')).toBe('https://images.example/ada.png')
  })
})
