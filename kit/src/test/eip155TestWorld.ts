// Test support for the EVM adapter and the core actions that use it: the sandbox's mock wallet on a small world.

import {
  createMockWallet,
  type MockWallet,
  type MockWalletInfo,
  type MockWalletMode,
  type PendingWalletRequest,
  type SandboxChain,
  type SandboxWorld,
  sandboxAccounts,
} from '@walletkit/fixtures'
import { onTestFinished, vi } from 'vitest'
import { createEip155Adapter, type Eip155Adapter } from '../chains/eip155/createEip155Adapter.js'
import type { CaipNetwork } from '../config/index.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import type { WalletKit } from '../core/WalletKit.js'
import type { KitStorage } from '../utils/createKitStorage.js'
import { createTestKit } from './createTestKit.js'

/** Nothing listens here: a request to it is refused at once, so no test reaches the internet. */
export const OFFLINE_URL = 'http://127.0.0.1:9'

export const [alice, bob] = sandboxAccounts.map((account) => account.address) as [
  `0x${string}`,
  `0x${string}`,
]

/**
 * A chain of the wallet's world; offline unless given an RPC URL.
 * @example testChain(8453, 'Base')
 */
function testChain(chainId: number, name: string, rpcUrl = `${OFFLINE_URL}/chain/${chainId}`): SandboxChain {
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name,
    nativeSymbol: chainId === 137 ? 'POL' : 'ETH',
    nativePriceUsd: 3000,
    rpcUrl,
    tokens: [],
  }
}

/** The wallet's chains in most tests: Ethereum and Base, which the kit configures, and Polygon, which it does not. */
export const walletChains = {
  ethereum: testChain(1, 'Ethereum'),
  base: testChain(8453, 'Base'),
  polygon: testChain(137, 'Polygon'),
}

/**
 * The kit's network for a chain of the world (with an explorer, so adding the chain can pass it on).
 * @example toCaipNetwork(walletChains.base)
 */
export function toCaipNetwork(chain: SandboxChain): CaipNetwork {
  return {
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: {
      default: { name: `${chain.name} explorer`, url: `https://explorer.example/${chain.chainId}` },
    },
  }
}

/** A chain the wallet does not know, which the kit configures. */
export const optimism = toCaipNetwork(testChain(10, 'OP Mainnet'))

export function testWorld(chains: SandboxChain[] = Object.values(walletChains)): SandboxWorld {
  const services = `${OFFLINE_URL}/services`
  return {
    chains,
    accounts: sandboxAccounts,
    services: {
      blockchainApiUrl: `${services}/blockchain`,
      walletDirectoryUrl: `${services}/directory`,
      analyticsUrl: `${services}/analytics`,
    },
  }
}

/**
 * A mock wallet announced on the page (EIP-6963), destroyed when the test ends.
 * @example const wallet = announceWallet({ mode: 'approve' })
 */
export function announceWallet({
  world = testWorld(),
  mode = 'manual',
  chainId,
  announce = true,
  info,
}: {
  world?: SandboxWorld
  mode?: MockWalletMode
  chainId?: number
  announce?: boolean
  info?: Partial<MockWalletInfo>
} = {}): MockWallet {
  const wallet = createMockWallet({ world, mode, info, ...(chainId === undefined ? {} : { chainId }) })
  if (announce) wallet.announce()
  onTestFinished(() => wallet.destroy())
  return wallet
}

/**
 * The wallet's next request waiting for the visitor.
 * @example wallet.approve((await nextWalletRequest(wallet)).id)
 */
export async function nextWalletRequest(wallet: MockWallet): Promise<PendingWalletRequest> {
  return vi.waitFor(() => {
    const [request] = wallet.requests.getSnapshot()
    if (!request) throw new Error('the wallet has no pending request yet')
    return request
  })
}

/**
 * A kit on Ethereum and Base (plus `networks`) with the EVM adapter registered; both are torn down when the test ends.
 * @example const { kit, adapter } = createEip155TestKit()
 */
export function createEip155TestKit({
  networks = [],
  storage,
  world = testWorld(),
}: {
  networks?: CaipNetwork[]
  storage?: KitStorage
  world?: SandboxWorld
} = {}): {
  kit: WalletKit
  adapter: Eip155Adapter
} {
  const kit = createTestKit(
    {
      networks: [toCaipNetwork(walletChains.ethereum), toCaipNetwork(walletChains.base), ...networks],
      services: world.services,
    },
    storage ? { storage } : {},
  )
  const adapter = createEip155Adapter()
  const unregister = registerAdapter(kit, adapter)
  onTestFinished(() => {
    unregister()
    adapter.destroy?.()
    kit.destroy()
  })
  return { kit, adapter }
}
