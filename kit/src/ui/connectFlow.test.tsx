import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createMockWallet, type SandboxWorld, sandboxAccounts } from '@walletkit/fixtures'
import { afterEach, describe, expect, it } from 'vitest'
import { createEip155Adapter } from '../chains/eip155/createEip155Adapter.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { ConnectButton } from '../react/ConnectButton.js'
import { createTestKit } from '../test/createTestKit.js'
import { renderWithKit } from '../test/renderWithKit.js'

const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:9/',
      tokens: [],
    },
  ],
  accounts: sandboxAccounts,
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9',
    walletDirectoryUrl: 'http://127.0.0.1:9',
    analyticsUrl: '',
  },
}

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const stop of cleanups.splice(0)) stop()
})

function setup() {
  const wallet = createMockWallet({ world, mode: 'manual' })
  cleanups.push(() => wallet.destroy())
  const kit = createTestKit({ features: { analytics: false } })
  const adapter = createEip155Adapter()
  cleanups.push(registerAdapter(kit, adapter), () => adapter.destroy?.())
  cleanups.push(wallet.announce())
  renderWithKit(<ConnectButton />, kit)
  return { kit, wallet }
}

const nextRequest = async (wallet: ReturnType<typeof createMockWallet>) => {
  await waitFor(() => expect(wallet.requests.getSnapshot()).toHaveLength(1))
  return wallet.requests.getSnapshot()[0]?.id as string
}

describe('connecting a browser wallet through the modal', () => {
  it('finds the announced wallet, waits on it, and shows the account once approved', async () => {
    const { kit, wallet } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: /Sandbox Wallet/ }))
    expect(await screen.findByText('Continue in Sandbox Wallet')).toBeTruthy()
    await act(async () => wallet.approve(await nextRequest(wallet)))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const address = sandboxAccounts[0]?.address as string
    expect(kit.store.getState().accounts.eip155?.address?.toLowerCase()).toBe(address.toLowerCase())
    expect(
      screen.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}…${address.slice(-6)}$`, 'i') }),
    ).toBeTruthy()
  })

  it('shows Connection declined when the wallet rejects, and connects on Retry', async () => {
    const { kit, wallet } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: /Sandbox Wallet/ }))
    expect(await screen.findByText('Continue in Sandbox Wallet')).toBeTruthy()
    await act(async () => wallet.reject(await nextRequest(wallet)))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await act(async () => wallet.approve(await nextRequest(wallet)))
    await waitFor(() => expect(kit.store.getState().accounts.eip155?.caipAddress).toBeDefined())
  })
})
