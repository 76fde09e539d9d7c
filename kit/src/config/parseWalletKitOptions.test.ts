import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidOptionsError } from '../errors/InvalidOptionsError.js'
import { ethereumMainnet } from './defaultNetworks.js'
import { parseWalletKitOptions } from './parseWalletKitOptions.js'

function thrown(run: () => unknown): InvalidOptionsError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error
    throw error
  }
  throw new Error('expected InvalidOptionsError')
}

describe('parseWalletKitOptions', () => {
  it('fills every default of spec sections 1, 3 and 9', () => {
    const options = parseWalletKitOptions()
    expect(options.features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    expect(options.networkSupport).toEqual({
      balance: ['eip155', 'solana'],
      names: ['eip155'],
      activity: ['eip155'],
      onramp: ['eip155', 'solana'],
    })
    expect(options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(options.networks).toEqual([ethereumMainnet])
    expect(options.networks[0]?.caipNetworkId).toBe('eip155:1')
    expect(options.logLevel).toBe('error')
    expect(options.width).toBe(360)
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.allowUnsupportedChain).toBe(false)
    expect(options.projectId).toBe('')
    expect(options.services.blockchainApiUrl).toMatch(/^https:/)
    expect(options.services.relayUrl).toMatch(/^wss:/)
  })

  it('keeps what the host sets and defaults the rest of a nested object', () => {
    const options = parseWalletKitOptions({
      features: { swaps: false, socials: ['github'] },
      services: { blockchainApiUrl: 'http://127.0.0.1:4000' },
    })
    expect(options.features.swaps).toBe(false)
    expect(options.features.onramp).toBe(true)
    expect(options.features.socials).toEqual(['github'])
    expect(options.services.blockchainApiUrl).toBe('http://127.0.0.1:4000')
    expect(options.services.walletDirectoryUrl).toMatch(/^https:/)
  })

  it('turns socials off with false', () => {
    expect(parseWalletKitOptions({ features: { socials: false } }).features.socials).toBe(false)
  })

  it('names an unknown option (a typo) instead of ignoring it', () => {
    const error = thrown(() => parseWalletKitOptions({ projectid: 'x' } as never))
    expect(error.message).toBe('Invalid WalletKit option "(options)": unknown option "projectid"')
  })

  it('names a wrongly typed option and what was expected', () => {
    const error = thrown(() => parseWalletKitOptions({ width: '360' } as never))
    expect(error.option).toBe('width')
    expect(error.message).toBe('Invalid WalletKit option "width": expected number')
  })

  it('names an unknown social provider by its path', () => {
    const error = thrown(() =>
      parseWalletKitOptions({ features: { socials: ['google', 'myspace'] } } as never),
    )
    expect(error.option).toBe('features.socials.1')
  })

  it('names a bad enum value with the allowed ones', () => {
    const error = thrown(() => parseWalletKitOptions({ themeMode: 'blue' } as never))
    expect(error.message).toBe('Invalid WalletKit option "themeMode": one of "light", "dark"')
  })

  it('refuses a default network that is not configured', () => {
    const error = thrown(() => parseWalletKitOptions({ defaultNetwork: 'eip155:10' }))
    expect(error.option).toBe('defaultNetwork')
    expect(error.message).toContain('eip155:1')
  })

  it('refuses the same network twice', () => {
    const error = thrown(() => parseWalletKitOptions({ networks: [ethereumMainnet, ethereumMainnet] }))
    expect(error.option).toBe('networks')
    expect(error.message).toContain('eip155:1 is listed twice')
  })

  it('refuses an empty network list', () => {
    expect(thrown(() => parseWalletKitOptions({ networks: [] })).message).toBe(
      'Invalid WalletKit option "networks": at least one network',
    )
  })

  it('refuses a service URL that is not http(s)', () => {
    const error = thrown(() => parseWalletKitOptions({ services: { analyticsUrl: 'javascript:alert(1)' } }))
    expect(error.option).toBe('services.analyticsUrl')
    expect(error.message).toContain('an http(s) URL')
  })

  it('refuses theme variables outside the --wk- namespace', () => {
    expect(thrown(() => parseWalletKitOptions({ themeVariables: { color: 'red' } })).option).toBe(
      'themeVariables.color',
    )
  })

  it('lists every issue in the details', () => {
    const error = thrown(() => parseWalletKitOptions({ width: 'x', logLevel: 'loud' } as never))
    expect(error.details?.split('\n')).toHaveLength(2)
  })

  it('names every unknown option of an object, not only the first', () => {
    expect(
      thrown(() => parseWalletKitOptions({ features: { sawps: true, emial: false } } as never)).message,
    ).toBe('Invalid WalletKit option "features": unknown option "sawps", "emial"')
  })

  it('says what a missing field expects, by its path', () => {
    const { nativeCurrency: _left, ...network } = ethereumMainnet
    const error = thrown(() => parseWalletKitOptions({ networks: [network] } as never))
    expect(error.message).toBe('Invalid WalletKit option "networks.0.nativeCurrency": expected object')
    expect(thrown(() => parseWalletKitOptions({ metadata: {} } as never)).message).toBe(
      'Invalid WalletKit option "metadata.name": expected string',
    )
  })

  it('words its errors the same whatever the page set as valibot defaults', () => {
    v.setGlobalConfig({ lang: 'de', abortEarly: true })
    v.setSpecificMessage(v.minValue, 'Zu klein', 'de')
    try {
      const error = thrown(() => parseWalletKitOptions({ width: 100, logLevel: 'loud' } as never))
      expect(error.message).toBe('Invalid WalletKit option "width": Invalid input')
      expect(error.details?.split('\n')).toHaveLength(2)
    } finally {
      v.deleteGlobalConfig()
      v.deleteSpecificMessage(v.minValue, 'de')
    }
  })
})
