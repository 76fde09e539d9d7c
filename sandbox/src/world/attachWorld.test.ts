import { afterEach, describe, expect, it } from 'vitest'
import { attachWorld, WORLD_ENV, type WorldInfo } from './attachWorld.js'

const info: WorldInfo = {
  url: 'http://127.0.0.1:5999/',
  world: {
    chains: [
      {
        chainId: 8453,
        caipNetworkId: 'eip155:8453',
        name: 'Base (local)',
        nativeSymbol: 'ETH',
        nativePriceUsd: 3000,
        rpcUrl: 'http://127.0.0.1:6001',
        tokens: [],
      },
    ],
    accounts: [],
    services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
  },
  scenario: undefined,
}

afterEach(() => {
  delete process.env[WORLD_ENV]
})

describe('attachWorld', () => {
  it('sets the scenario pages open with, checked against the catalogue', () => {
    const world = attachWorld(info)
    expect(world.scenario).toBeUndefined()
    expect(world.pageUrl()).toBe('http://127.0.0.1:5999/')
    world.setScenario('balance-500')
    expect(world.scenario).toBe('balance-500')
    expect(world.pageUrl()).toBe('http://127.0.0.1:5999/?scenario=balance-500')
    expect(world.pageUrl({ scenario: 'analytics-403' })).toBe('http://127.0.0.1:5999/?scenario=analytics-403')
    expect(world.pageUrl({ scenario: null })).toBe('http://127.0.0.1:5999/')
    expect(() => world.setScenario('balance-5000')).toThrow('No scenario "balance-5000" in the catalogue')
    expect(world.scenario).toBe('balance-500')
    world.setScenario(undefined)
    expect(world.pageUrl()).toBe('http://127.0.0.1:5999/')
  })

  it('reads the world from WALLETKIT_WORLD, and says when no world runs', () => {
    expect(() => attachWorld()).toThrow(
      'No world is running: start one with startWorld() in the global setup (WALLETKIT_WORLD is unset)',
    )
    process.env[WORLD_ENV] = JSON.stringify({ ...info, scenario: 'balance-500' })
    const world = attachWorld()
    expect(world.rpcUrls).toEqual({ 8453: 'http://127.0.0.1:6001' })
    expect(world.scenario).toBe('balance-500')
  })
})
