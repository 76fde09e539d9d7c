import { type SandboxAccount, sandboxAccounts } from '@walletkit/fixtures'
import {
  type CaipNetwork,
  createNamespaceAdapter,
  createWalletKit,
  type WalletKit,
  type WalletKitOptions,
} from 'walletkit'
import { createMemoryKitStorage } from './createMemoryKitStorage.js'
import { createScriptedWallet, type ScriptedWallet } from './createScriptedWallet.js'

/** Parameters of {@link createTestWalletKit}. */
export type CreateTestWalletKitParameters = {
  /** The accounts the wallet shares, the first one selected; the sandbox's (Alice, Bob, Carol, Dave) unless given. */
  accounts?: readonly Pick<SandboxAccount, 'address' | 'privateKey'>[]
  /** The chain the wallet is on and the kit's one network; 8453 unless given. */
  chainId?: number
  /** More options of the kit (networks are set from `chainId`). */
  options?: Omit<WalletKitOptions, 'networks'>
}

/** A kit for component tests, and the scripted wallet that answers it. */
export type TestWalletKit = { kit: WalletKit; wallet: ScriptedWallet }

/**
 * A WalletKit for component tests in jsdom: one local eip155 network, no email or social login, analytics off, storage in memory,
 * and one wallet, "Test Wallet", that answers from a script (`wallet.answerNext('reject')`) instead of a person. The kit's
 * provider services are never reached: every request it would send gets 503 (it shows their failure states).
 * @example
 * const { kit, wallet } = createTestWalletKit({ chainId: 8453 })
 * render(<WalletKitProvider kit={kit}><Header /></WalletKitProvider>)
 * fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
 * fireEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }))
 * await screen.findByText(sandboxAccounts[0].address)
 */
export function createTestWalletKit({
  accounts = sandboxAccounts,
  chainId = 8453,
  options = {},
}: CreateTestWalletKitParameters = {}): TestWalletKit {
  const wallet = createScriptedWallet({ accounts, chainId })
  const network: CaipNetwork = {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Local chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
  const adapter = createNamespaceAdapter({ namespace: 'eip155', connectors: [wallet.connector] })
  const kit = createWalletKit(
    {
      logLevel: 'silent',
      ...options,
      networks: [network],
      features: { analytics: false, email: false, socials: false, allWallets: false, ...options.features },
    },
    {
      adapters: [adapter],
      storage: createMemoryKitStorage(),
      environment: { isMobile: false, isTelegram: false },
      fetch: async () => new Response('{"error":"offline in component tests"}', { status: 503 }),
    },
  )
  return { kit, wallet }
}
