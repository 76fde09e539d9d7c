// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../config/constants.js'
import { InvalidOptionsError } from '../errors/InvalidOptionsError.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { inEnglish, testMessage } from '../test/inEnglish.js'
import { setTestAddress } from '../test/setTestAddress.js'
import { createWalletKit } from './createWalletKit.js'
import type { WalletKitEvent } from './events/WalletKitEvent.js'
import { openModal } from './modal/openModal.js'
import { shakeModal } from './modal/shakeModal.js'
import { setThemeMode } from './theme/setThemeMode.js'
import { setThemeVariables } from './theme/setThemeVariables.js'
import { showToast } from './toast/showToast.js'

describe('createWalletKit', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads the environment from the browser and lets a host or sandbox override only what it names', () => {
    const detected = createTestKit()
    expect(detected.environment.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    const shanghai = createTestKit({}, { environment: { timeZone: 'Asia/Shanghai' } })
    expect(shanghai.environment).toEqual({ ...detected.environment, timeZone: 'Asia/Shanghai' })
  })

  describe('two instances on one page', () => {
    it('open their modals independently', () => {
      const one = createTestKit()
      const two = createTestKit()
      openModal(one)
      expect(one.store.getState().modal.open).toBe(true)
      expect(two.store.getState().modal.open).toBe(false)
      expect(two.store.getState().router.history).toEqual(['Connect'])
    })

    it('keep their stores apart', () => {
      const one = createTestKit()
      const two = createTestKit()
      setTestAddress(one, 'eip155', '0xabc')
      expect(two.store.getState().accounts.eip155?.address).toBeUndefined()
      expect(one.store.getState().accounts).not.toBe(two.store.getState().accounts)
    })

    it('keep their themes apart', () => {
      const one = createWalletKit({ themeMode: 'light' })
      const two = createWalletKit({ themeMode: 'light' })
      setThemeMode(one, { themeMode: 'dark' })
      setThemeVariables(one, { themeVariables: { '--wk-accent': '#ff5a1f' } })
      expect(one.store.getState().theme).toEqual({
        themeMode: 'dark',
        themeVariables: { '--wk-accent': '#ff5a1f' },
      })
      expect(two.store.getState().theme).toEqual({ themeMode: 'light', themeVariables: {} })
    })

    it('send events only to their own subscribers', () => {
      const one = createTestKit()
      const two = createTestKit()
      const heardByTwo: WalletKitEvent[] = []
      two.events.subscribe((event) => heardByTwo.push(event))
      openModal(one)
      expect(heardByTwo).toEqual([])
    })

    it('keep timers of the same name apart', () => {
      vi.useFakeTimers()
      const one = createTestKit()
      const two = createTestKit()
      shakeModal(one)
      shakeModal(two)
      one.destroy()
      vi.advanceTimersByTime(500)
      expect(one.store.getState().modal.shake).toBe(true)
      expect(two.store.getState().modal.shake).toBe(false)
    })

    it('keep their storage apart with the storagePrefix option', () => {
      const one = createWalletKit({ storagePrefix: '@one/' })
      const two = createWalletKit({ storagePrefix: '@two/' })
      one.storage.set(STORAGE_KEYS.email, 'one@example.com')
      expect(two.storage.get(STORAGE_KEYS.email)).toBeUndefined()
      expect(window.localStorage.getItem('@one/EMAIL')).toBe('one@example.com')
    })

    it('share the default prefix, as two kits of one app should', () => {
      createWalletKit().storage.set(STORAGE_KEYS.email, 'same@example.com')
      expect(createWalletKit().storage.get(STORAGE_KEYS.email)).toBe('same@example.com')
      expect(window.localStorage.getItem('@walletkit/EMAIL')).toBe('same@example.com')
    })
  })

  describe('options', () => {
    it('throws InvalidOptionsError naming a mistyped option', () => {
      const create = () => createWalletKit({ features: { swaps: 'yes' as unknown as boolean } })
      expect(create).toThrow(InvalidOptionsError)
      expect(create).toThrowErrorMatchingInlineSnapshot(
        `[InvalidOptionsError: Invalid WalletKit option "features.swaps": expected boolean]`,
      )
    })

    it('throws InvalidOptionsError naming an unknown option', () => {
      const create = () => createWalletKit({ colour: 'red' } as never)
      expect(create).toThrowErrorMatchingInlineSnapshot(
        `[InvalidOptionsError: Invalid WalletKit option "(options)": unknown option "colour"]`,
      )
    })

    it('throws InvalidOptionsError for a default network that is not configured', () => {
      let thrown: unknown
      try {
        createWalletKit({ networks: [testNetworks.mainnet], defaultNetwork: 'eip155:8453' })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(InvalidOptionsError)
      expect((thrown as InvalidOptionsError).option).toBe('defaultNetwork')
      expect((thrown as InvalidOptionsError).message).toBe(
        'Invalid WalletKit option "defaultNetwork": one of the configured networks (eip155:1)',
      )
    })

    it('starts on eip155:1 with no options', () => {
      const kit = createWalletKit()
      const state = kit.store.getState()
      expect(state.activeNamespace).toBe('eip155')
      expect(state.namespaces).toEqual(['eip155'])
      expect(state.networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
      expect(kit.options.logLevel).toBe('error')
      expect(kit.options.features.analytics).toBe(true)
    })

    it('keeps one account and one network entry per configured namespace', () => {
      const kit = createTestKit()
      const state = kit.store.getState()
      expect(state.namespaces).toEqual(['eip155', 'solana'])
      expect(Object.keys(state.accounts)).toEqual(['eip155', 'solana'])
      expect(Object.keys(state.networks)).toEqual(['eip155', 'solana'])
      expect(state.accounts.solana?.status).toBe('disconnected')
      expect(state.networks.eip155?.requestedCaipNetworks.map((network) => network.caipNetworkId)).toEqual([
        'eip155:1',
        'eip155:8453',
      ])
      expect(state.networks.solana?.caipNetwork?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
    })

    it('starts on eip155:1 even when another network is listed first', () => {
      const kit = createTestKit({ networks: [testNetworks.solana, testNetworks.base, testNetworks.mainnet] })
      expect(kit.store.getState().activeNamespace).toBe('eip155')
      expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    })

    it('starts on the first network when eip155:1 is not configured', () => {
      const kit = createTestKit({ networks: [testNetworks.solana, testNetworks.base] })
      expect(kit.store.getState().activeNamespace).toBe('solana')
    })

    it('starts on the default network the host names', () => {
      const kit = createTestKit({ defaultNetwork: 'eip155:8453' })
      expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    })
  })

  it('makes no request and adds no iframe when created', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const before = document.querySelectorAll('iframe').length
    createWalletKit()
    createTestKit()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.querySelectorAll('iframe').length).toBe(before)
    expect(before).toBe(0)
  })

  it('clears pending timers on destroy', () => {
    vi.useFakeTimers()
    const kit = createTestKit()
    shakeModal(kit)
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    showToast(kit, { message: testMessage('Sent'), variant: 'success' })
    kit.destroy()
    vi.advanceTimersByTime(60_000)
    expect(kit.store.getState().modal.shake).toBe(true)
    expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe('Sending')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops delivering events to listeners on destroy', () => {
    const kit = createTestKit()
    const seen: string[] = []
    kit.events.subscribe((event) => seen.push(event.event))
    openModal(kit)
    kit.destroy()
    openModal(kit)
    expect(seen).toEqual(['MODAL_OPEN'])
  })
})
