import type { SandboxWorld } from '@walletkit/fixtures'
import { expect, it } from 'vitest'
import { ethereumMainnet } from 'walletkit'
import { parseWalletKitOptions } from 'walletkit/schemas'
import { pointConfigAtWorld } from './pointConfigAtWorld.js'

const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum (local)',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:8545',
      tokens: [],
    },
  ],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:5173/__mock/blockchain',
    walletDirectoryUrl: 'http://127.0.0.1:5173/__mock/directory',
    analyticsUrl: 'http://127.0.0.1:5173/__mock/analytics',
  },
}
const base = { ...ethereumMainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }

it('points the services at the stand-ins and the local networks at their chains, keeping the rest', () => {
  const options = pointConfigAtWorld(
    {
      projectId: 'abc',
      networks: [ethereumMainnet, base],
      services: { relayUrl: 'wss://relay.example' },
      features: { swaps: false },
    },
    world,
  )
  expect(options.networks?.map((network) => network.rpcUrls.default.http)).toEqual([
    ['http://127.0.0.1:8545'],
    base.rpcUrls.default.http,
  ])
  expect(options.networks?.[0]?.name).toBe('Ethereum')
  expect(options.services).toEqual({ relayUrl: 'wss://relay.example', ...world.services })
  expect(options.features).toEqual({ swaps: false })
  expect(() => parseWalletKitOptions(options)).not.toThrow()
})

it('uses the local chains when the host names no network', () => {
  const options = pointConfigAtWorld({}, world)
  expect(
    options.networks?.map((network) => [network.caipNetworkId, network.rpcUrls.default.http[0]]),
  ).toEqual([['eip155:1', 'http://127.0.0.1:8545']])
})

it("points a Solana network at the local Solana node, keeping the app's cluster id", () => {
  const solanaMainnet = {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana' as const,
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  }
  const solana = {
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8899',
    caipNetworkId: 'solana:ECr7K6up1ppCvKHKVezQydUPPJCT7XhfN2azWdt3ZrLx' as const,
    mint: { address: 'BLTsftuT31qtpNpxYPVxhBFbh8UMYK2spVtQhSsvpyvv', decimals: 6, symbol: 'USDC' },
  }
  const options = pointConfigAtWorld({ networks: [ethereumMainnet, solanaMainnet] }, { ...world, solana })
  expect(options.networks?.[1]).toEqual({
    ...solanaMainnet,
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] } },
  })
  // Without a local Solana node, the network is left as the app gave it.
  expect(pointConfigAtWorld({ networks: [solanaMainnet] }, world).networks).toEqual([solanaMainnet])
})

it("points a Bitcoin network at the sandbox's testnet, the one the mock wallet's addresses and the stand-in API use", () => {
  const bitcoin = {
    id: '000000000019d6689c085ae165831e93',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122' as const,
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
  }
  const testnet = {
    ...bitcoin,
    id: '000000000933ea01ad0ee984209779ba',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
  }
  const options = pointConfigAtWorld({ networks: [ethereumMainnet, bitcoin, testnet] }, world)
  expect(options.networks?.map((network) => [network.caipNetworkId, network.name])).toEqual([
    ['eip155:1', 'Ethereum'],
    ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin'],
  ])
  expect(options.networks?.[1]?.rpcUrls.default.http).toEqual([])
  expect(() => parseWalletKitOptions(options)).not.toThrow()
  // A world without Bitcoin leaves the app's Bitcoin network as it is.
  const withoutBitcoin = { ...world, namespaces: ['eip155', 'solana'] }
  expect(pointConfigAtWorld({ networks: [bitcoin] }, withoutBitcoin).networks).toEqual([bitcoin])
})
