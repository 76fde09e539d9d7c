import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../chains/ChainAdapter.js'
import { connectExternal } from '../core/connection/connectExternal.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { openModal } from '../core/modal/openModal.js'
import type { WalletKit } from '../core/WalletKit.js'
import { ConnectButton } from '../react/ConnectButton.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { renderWithKit } from '../test/renderWithKit.js'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq'
const phantom = {
  name: 'Phantom',
  type: 'ANNOUNCED',
  installed: true,
  info: { rdns: 'app.phantom' },
} as const

const evmConnectors: Connector[] = [
  { ...phantom, id: 'app.phantom', chain: 'eip155' },
  { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
]
const solanaConnectors: Connector[] = [
  { ...phantom, id: 'phantom-solana', chain: 'solana' },
  { id: 'solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana', installed: true },
]

afterEach(cleanup)

/** A kit with networks of two namespaces and a fake adapter for each; Phantom is offered in both. */
function setup({ manual = false }: { manual?: boolean } = {}) {
  const kit = createTestKit()
  const evm = createTestAdapter('eip155', {
    connectors: evmConnectors,
    connect: manual ? 'manual' : { address: EVM_ADDRESS, chainId: 1 },
  })
  const solana = createTestAdapter('solana', {
    connectors: solanaConnectors,
    connect: { address: SOLANA_ADDRESS, chainId: testNetworks.solana.id },
  })
  registerAdapter(kit, evm)
  registerAdapter(kit, solana)
  renderWithKit(<ConnectButton />, kit)
  return { kit, evm, solana }
}

const connectorOf = (kit: WalletKit, id: string) =>
  kit.store.getState().connectors.connectors.find((connector) => connector.id === id) as Connector
const dialog = () => screen.getByRole('dialog')
const accountButton = (name: RegExp) => screen.findByRole('button', { name })

describe('Connect with networks of two namespaces', () => {
  it('lists a wallet offered in both once and asks which namespace to connect', async () => {
    const { kit, evm } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const wallets = await screen.findByRole('list', { name: 'Wallets' })
    expect(within(wallets).getAllByRole('button', { name: /Phantom/ })).toHaveLength(1)
    expect(within(wallets).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(within(wallets).getByRole('button', { name: /Solflare/ })).toBeTruthy()

    fireEvent.click(within(wallets).getByRole('button', { name: /Phantom/ }))
    expect(await within(dialog()).findByRole('heading', { name: 'Select chain' })).toBeTruthy()
    const chains = await within(dialog()).findByRole('list', { name: 'Chains' })
    expect(
      within(chains)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Ethereum', 'Solana'])
    fireEvent.click(within(chains).getByRole('button', { name: 'Solana' }))

    expect(await accountButton(/DvKY…fGFgsq/)).toBeTruthy()
    const state = kit.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.accounts.solana?.address).toBe(SOLANA_ADDRESS)
    expect(state.accounts.eip155?.caipAddress).toBeUndefined()
    expect(evm.wallet.requests).toEqual([])
  })

  it('goes back from the wallet to the chooser with every namespace still on offer', async () => {
    const { evm } = setup({ manual: true })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: /Phantom/ }))
    const chains = await within(dialog()).findByRole('list', { name: 'Chains' })
    fireEvent.click(within(chains).getByRole('button', { name: 'Ethereum' }))
    expect(await within(dialog()).findByText('Continue in Phantom')).toBeTruthy()
    await waitFor(() => expect(evm.wallet.connects).toHaveLength(1))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    const again = await within(dialog()).findByRole('list', { name: 'Chains' })
    expect(
      within(again)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Ethereum', 'Solana'])
  })

  it('connects a wallet of one namespace directly', async () => {
    const { kit } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
    expect(await accountButton(/0xf3…b92266/i)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Select chain' })).toBeNull()
    expect(kit.store.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)
  })
})

describe('accounts of two namespaces in one modal', () => {
  it("adds a Solana account from Account's switch, switches between both in Account, and disconnects the one shown", async () => {
    const { kit, evm, solana } = setup()
    await act(() => connectExternal(kit, { connector: connectorOf(kit, 'io.metamask') }))
    fireEvent.click(await accountButton(/0xf3…b92266/i))
    fireEvent.click(await screen.findByRole('button', { name: 'Solana: connect a wallet', pressed: false }))
    // Account's switch: Solana has no account yet, so it leads to Connect narrowed to Solana's wallets.
    expect(await within(dialog()).findByRole('heading', { name: 'Connect Solana wallet' })).toBeTruthy()
    const wallets = await within(dialog()).findByRole('list', { name: 'Wallets' })
    expect(
      within(wallets)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Phantom, Installed', 'Solflare, Installed', 'All wallets'])
    // Phantom is offered in both namespaces, but here it connects Solana without asking.
    fireEvent.click(within(wallets).getByRole('button', { name: /Phantom/ }))
    expect(await accountButton(/DvKY…fGFgsq/)).toBeTruthy()
    expect(kit.store.getState().accounts.eip155?.address).toBe(EVM_ADDRESS)

    fireEvent.click(await accountButton(/DvKY…fGFgsq/))
    const accounts = await within(dialog()).findByRole('group', { name: 'Accounts' })
    expect(within(accounts).getByRole('button', { name: 'Solana', pressed: true })).toBeTruthy()
    fireEvent.click(within(accounts).getByRole('button', { name: 'Ethereum', pressed: false }))
    expect(await accountButton(/0xf3…b92266/i)).toBeTruthy()
    expect(within(dialog()).getByTitle(EVM_ADDRESS)).toBeTruthy()
    expect(kit.store.getState().networks.eip155?.switching).toBe(false)

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Disconnect' }))
    expect(await accountButton(/DvKY…fGFgsq/)).toBeTruthy()
    expect(within(dialog()).getByTitle(SOLANA_ADDRESS)).toBeTruthy()
    expect(evm.wallet.disconnected.map(({ id }) => id)).toEqual(['io.metamask'])
    expect(solana.wallet.disconnected).toEqual([])
    expect(kit.store.getState().accounts.solana?.status).toBe('connected')
  })

  it('Networks: a network of the namespace not connected opens Connect for it; one of the other connected namespace switches to its account', async () => {
    const { kit } = setup()
    await act(() => connectExternal(kit, { connector: connectorOf(kit, 'io.metamask') }))
    act(() => openModal(kit, { view: 'Networks' }))
    const networks = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Networks' })
    fireEvent.click(within(networks).getByRole('button', { name: 'Solana' }))
    expect(await within(dialog()).findByRole('heading', { name: 'Connect Solana wallet' })).toBeTruthy()
    expect(kit.store.getState().activeNamespace).toBe('eip155')
    // The heading comes first; the wallet list after it, on a loaded machine a moment later.
    fireEvent.click(await within(dialog()).findByRole('button', { name: /Solflare/ }))
    expect(await accountButton(/DvKY…fGFgsq/)).toBeTruthy()

    act(() => openModal(kit, { view: 'Networks' }))
    const again = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Networks' })
    fireEvent.click(within(again).getByRole('button', { name: 'Ethereum' }))
    expect(await accountButton(/0xf3…b92266/i)).toBeTruthy()
    expect(kit.store.getState().activeNamespace).toBe('eip155')
  })

  it("opened on a namespace with no account while another has one, Connect lists that namespace's wallets", async () => {
    const { kit } = setup()
    await act(() => connectExternal(kit, { connector: connectorOf(kit, 'io.metamask') }))
    act(() => openModal(kit, { namespace: 'solana' }))
    expect(
      await within(await screen.findByRole('dialog')).findByRole('heading', {
        name: 'Connect Solana wallet',
      }),
    ).toBeTruthy()
    expect(await within(dialog()).findByRole('button', { name: /Solflare/ })).toBeTruthy()
    expect(within(dialog()).queryByRole('button', { name: /MetaMask/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
