import type { SandboxWorld } from '@walletkit/fixtures'
import { createMockWallet, sandboxAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { forgetWalletConnection, rememberWalletConnection } from './rememberWalletConnection.js'

const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum (local)',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:1',
      tokens: [],
    },
  ],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}

function createMemory() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A wallet as the playground makes one after a page load. */
function loadWallet(memory: ReturnType<typeof createMemory>) {
  const wallet = createMockWallet({ world, mode: 'manual' })
  rememberWalletConnection(wallet, { memory, mode: 'manual' })
  return wallet
}

async function connect(wallet: ReturnType<typeof loadWallet>) {
  const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
  await expect.poll(() => wallet.requests.getSnapshot().length).toBe(1)
  wallet.approve(wallet.requests.getSnapshot()[0]?.id ?? '')
  await connecting
}

describe('rememberWalletConnection', () => {
  it('grants the accounts again after a reload without a pending request, and back in manual mode', async () => {
    const memory = createMemory()
    await connect(loadWallet(memory))

    const reloaded = loadWallet(memory)
    await expect.poll(() => reloaded.provider.request({ method: 'eth_accounts' })).toHaveLength(4)
    expect(reloaded.requests.getSnapshot()).toEqual([])
    expect(reloaded.getMode()).toBe('manual')
  })

  it('forgets the page once it revokes its permissions, or when asked', async () => {
    const memory = createMemory()
    const wallet = loadWallet(memory)
    await connect(wallet)
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await loadWallet(memory).provider.request({ method: 'eth_accounts' })).toEqual([])

    await connect(loadWallet(memory))
    forgetWalletConnection(memory)
    expect(await loadWallet(memory).provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('asks again when the page never connected', async () => {
    const wallet = loadWallet(createMemory())
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
