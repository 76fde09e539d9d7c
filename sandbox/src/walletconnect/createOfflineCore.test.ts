import { describe, expect, it } from 'vitest'
import { createOfflineCore } from './createOfflineCore.js'
import { MemoryStorage } from './MemoryStorage.js'

const options = (prefix: string) => ({
  projectId: 'sandbox',
  relayUrl: 'ws://127.0.0.1:9',
  logger: 'silent' as const,
  customStoragePrefix: prefix,
  storage: new MemoryStorage(),
})

describe('createOfflineCore', () => {
  it('makes a core of its own each time, also for a prefix an earlier core of the process had', () => {
    // WalletConnect's Core hands out the process's first core of a prefix again (a global by prefix): a test wallet
    // started after a stopped one would have spoken through the stopped one's relayer.
    const first = createOfflineCore(options('offline-core-test'))
    const second = createOfflineCore(options('offline-core-test'))
    expect(second.relayer).not.toBe(first.relayer)
    expect(second.storage).not.toBe(first.storage)
  })
})
