// A Wallet Standard bitcoin wallet for the Bitcoin adapter's tests, in sats-connect's shapes.
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { onTestFinished, vi } from 'vitest'
import type { CaipNetwork } from '../config/caipNetworkSchema.js'

export type FakeBitcoinWalletMode = 'approve' | 'reject'

export const bitcoinPayment = 'tb1qpaymentaddressxxxxxxxxxxxxxxxxxxxxxxx'
export const bitcoinOrdinals = 'tb1pordinalsaddressxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'

export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin (testnet)',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

/** Refuses as sats-connect wallets do: code -32000 (USER_REJECTION). */
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: -32000 })

/**
 * Builds a bitcoin wallet whose features are spies (`calls` records every input); `register()` registers it with
 * `getWallets()` until the test ends; `mode` decides whether it approves.
 * @example const fake = createFakeBitcoinWallet(); fake.register()
 */
export function createFakeBitcoinWallet({ name = 'Sandbox Bitcoin' } = {}) {
  const state = { mode: 'approve' as FakeBitcoinWalletMode, granted: false }
  const calls: [string, unknown][] = []
  const listeners = new Set<(properties: Record<string, unknown>) => void>()
  const answer =
    <Input, Output>(feature: string, output: (input: Input) => Output) =>
    async (input: Input): Promise<Output> => {
      calls.push([feature, input])
      if (state.mode === 'reject') throw rejection()
      return output(input)
    }
  const addresses = [
    { address: bitcoinPayment, publicKey: '02aa', purpose: 'payment', addressType: 'p2wpkh' },
    { address: bitcoinOrdinals, publicKey: 'bb', purpose: 'ordinals', addressType: 'p2tr' },
  ] as const
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet'],
    accounts: [],
    features: {
      'bitcoin:connect': {
        connect: answer('bitcoin:connect', ({ purposes }: { purposes: string[] }) => {
          state.granted = true
          return { addresses: addresses.filter((entry) => purposes.includes(entry.purpose)) }
        }),
      },
      // Silently: the accounts granted before (a reload keeps them), none if never granted; refused in 'reject' mode.
      'standard:connect': {
        connect: answer('standard:connect', () => ({
          accounts: state.granted
            ? addresses.map(({ address }) => ({
                address,
                publicKey: new Uint8Array([0xbb]),
                chains: [],
                features: [],
              }))
            : [],
        })),
      },
      'bitcoin:signMessage': {
        signMessage: answer('bitcoin:signMessage', ({ address }: { address: string }) => ({
          signature: 'c2lnbmF0dXJl',
          messageHash: 'ab',
          address,
        })),
      },
      'bitcoin:sendTransfer': {
        sendTransfer: answer('bitcoin:sendTransfer', () => ({ txid: 'f'.repeat(64) })),
      },
      'bitcoin:signPsbt': {
        signPsbt: answer('bitcoin:signPsbt', ({ psbt }: { psbt: string }) => ({ psbt: `${psbt}signed` })),
      },
      'standard:disconnect': {
        disconnect: vi.fn(async () => {
          state.granted = false
        }),
      },
      'standard:events': {
        on(_event: string, listener: (properties: Record<string, unknown>) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
  return {
    wallet,
    calls,
    setMode(mode: FakeBitcoinWalletMode) {
      state.mode = mode
    },
    register() {
      const unregister = getWallets().register(wallet)
      onTestFinished(unregister)
      return unregister
    },
    /** The visitor disconnected the site from inside the wallet. */
    disconnectFromWallet() {
      for (const listener of listeners) listener({ accounts: [] })
    },
  }
}
