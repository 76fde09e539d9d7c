import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import type { SiweConfig, SiweSession } from '../config/siweConfigSchema.js'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import type { WalletKit } from '../core/WalletKit.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { createRequestAdapter } from './createRequestAdapter.js'
import { createTestKit } from './createTestKit.js'

/** Anvil's first dev account (a public test key), the wallet that signs in SIWE tests. */
export const siweWallet = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

/**
 * A host's SIWE callbacks whose "server" checks the signer and keeps the session; `log` records sign-in and sign-out.
 * @example const { siwe, log } = hostSiwe()
 */
export function hostSiwe(overrides: Partial<SiweConfig> = {}) {
  const log: string[] = []
  let session: SiweSession | null = null
  const siwe: SiweConfig = {
    getNonce: async () => 'n0nce1234567',
    getMessageParams: async () => ({
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Sign in to App',
    }),
    verifyMessage: async ({ message, signature }) => {
      const signer = await recoverMessageAddress({ message, signature: signature as `0x${string}` })
      if (signer !== parseSiweMessage(message).address) return false
      session = { address: signer, chainId: parseSiweMessage(message).chainId ?? 0 }
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      log.push('signOut')
      session = null
      return true
    },
    onSignIn: (signedIn) => log.push(`onSignIn ${signedIn.address}`),
    ...overrides,
  }
  return { siwe, log }
}

/**
 * A kit with `siwe` whose eip155 wallet signs personal_sign with `siweWallet` (or refuses).
 * @example const { kit } = createSiweTestKit(hostSiwe().siwe); connectSiweWallet(kit)
 */
export function createSiweTestKit(siwe: SiweConfig, { refuse = false } = {}) {
  const { adapter, requests } = createRequestAdapter(async ({ method, params }) => {
    if (method !== 'personal_sign') return null
    if (refuse) throw new UserRejectedRequestError()
    return siweWallet.signMessage({ message: { raw: (params as [`0x${string}`])[0] } })
  })
  const kit = createTestKit({ siwe }, { adapters: [adapter] })
  return { kit, requests }
}

/**
 * Connects `siweWallet` on eip155:1, as a finished connection leaves the store.
 * @example connectSiweWallet(kit)
 */
export function connectSiweWallet(kit: WalletKit): void {
  setCaipAddress(kit, 'eip155', `eip155:1:${siweWallet.address}`)
  setConnectionStatus(kit, 'eip155', 'connected')
  updateAccountData(kit, 'eip155', { status: 'connected' })
}
