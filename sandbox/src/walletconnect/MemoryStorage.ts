import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * A WalletConnect key-value storage in memory, so a client in Node writes no file.
 * @example await SignClient.init({ storage: new MemoryStorage(), ... })
 */
export class MemoryStorage implements IKeyValueStorage {
  private readonly entries = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, value)
  }
  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
