import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet, moveEmbeddedWallet } from './embeddedWallet.js'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
})

describe('embeddedWallet', () => {
  it('gives the same social user the same address at every login, even in a browser that never saw them', () => {
    const first = embeddedWallet('github:octocat').address
    expect(embeddedWallet('github:octocat').address).toBe(first)
    vi.stubGlobal('localStorage', memoryStorage())
    expect(embeddedWallet('github:octocat').address).toBe(first)
  })

  it('gives another username, another provider or an email its own address', () => {
    const addresses = new Set(
      ['github:octocat', 'github:hubot', 'google:octocat', 'email:octocat@example.com'].map(
        (userKey) => embeddedWallet(userKey).address,
      ),
    )
    expect(addresses.size).toBe(4)
  })

  it('keeps the key in the frame storage, and with the user when their email changes', () => {
    const before = embeddedWallet('email:ada@example.com').address
    const keys = JSON.parse(localStorage.getItem('walletkit-frame:keys') ?? '{}') as Record<
      string,
      `0x${string}`
    >
    expect(privateKeyToAccount(keys['email:ada@example.com'] as `0x${string}`).address).toBe(before)
    moveEmbeddedWallet('email:ada@example.com', 'email:ada@new.example')
    expect(embeddedWallet('email:ada@new.example').address).toBe(before)
  })
})
