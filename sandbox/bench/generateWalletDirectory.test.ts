import { walletDirectory } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { generateWalletDirectory } from './generateWalletDirectory.js'

describe('generateWalletDirectory', () => {
  it('extends the fixture to 10,000 wallets with unique ids and names, all on eip155:1', () => {
    const wallets = generateWalletDirectory(walletDirectory, 10_000)
    expect(wallets).toHaveLength(10_000)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(10_000)
    expect(new Set(wallets.map((wallet) => wallet.image_id)).size).toBe(10_000)
    expect(wallets.every((wallet) => wallet.chains.includes('eip155:1'))).toBe(true)
    expect(wallets[0]?.name).toBe(walletDirectory[0]?.name)
    expect(wallets.at(-1)?.name).toBe('Soak Wallet 10000')
  })

  it('gives the same directory on every call', () => {
    expect(generateWalletDirectory(walletDirectory, 700)).toEqual(
      generateWalletDirectory(walletDirectory, 700),
    )
  })

  it('cuts the fixture when asked for fewer wallets than it holds', () => {
    expect(generateWalletDirectory(walletDirectory, 3).map((wallet) => wallet.id)).toEqual(
      walletDirectory.slice(0, 3).map((wallet) => wallet.id),
    )
  })
})
