// A fake `window.injectedWeb3` extension for the Polkadot adapter's tests: scripted answers, recorded calls.
import { vi } from 'vitest'
import type {
  InjectedPolkadotAccount,
  InjectedPolkadotExtension,
  InjectedPolkadotWallet,
} from '../chains/polkadot/InjectedPolkadot.js'

/** Substrate's well-known dev accounts, SS58 with the generic prefix 42. */
export const polkadotAlice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
export const polkadotBob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

/**
 * A fake extension: shares Alice and Bob, answers `signRaw` and (unless `withoutSignPayload`) `signPayload` with a
 * fixed signature, or refuses as polkadot.js does ("Cancelled") in 'reject' mode.
 * @example const fake = createFakePolkadotExtension(); stubBrowserWindow({ injectedWeb3: { 'polkadot-js': fake.wallet } })
 */
export function createFakePolkadotExtension(options: { withoutSignPayload?: boolean } = {}) {
  const calls: { method: string; params?: unknown }[] = []
  const listeners = new Set<(accounts: InjectedPolkadotAccount[]) => void>()
  const state = {
    mode: 'approve' as 'approve' | 'reject',
    accounts: [
      { address: polkadotAlice, name: 'Alice', type: 'sr25519' },
      { address: polkadotBob, name: 'Bob', type: 'ed25519' },
    ] as InjectedPolkadotAccount[],
  }
  const answer = async (method: string, params: unknown) => {
    calls.push({ method, params })
    if (state.mode === 'reject') throw new Error('Cancelled')
    return { id: calls.length, signature: '0x1234abcd' }
  }
  const extension: InjectedPolkadotExtension = {
    accounts: {
      get: async () => state.accounts,
      subscribe(callback) {
        listeners.add(callback)
        callback(state.accounts)
        return () => listeners.delete(callback)
      },
    },
    signer: {
      signRaw: (raw) => answer('signRaw', raw),
      ...(options.withoutSignPayload
        ? {}
        : { signPayload: (payload: unknown) => answer('signPayload', payload) }),
    },
  }
  const wallet: InjectedPolkadotWallet = {
    version: '0.1.0',
    enable: vi.fn(async (origin: string) => {
      calls.push({ method: 'enable', params: origin })
      if (state.mode === 'reject') throw new Error('Rejected by user')
      return extension
    }),
  }
  return {
    wallet,
    calls,
    setMode: (mode: 'approve' | 'reject') => {
      state.mode = mode
    },
    setAccounts(accounts: InjectedPolkadotAccount[]) {
      state.accounts = accounts
      for (const listener of listeners) listener(accounts)
    },
    listenerCount: () => listeners.size,
  }
}
