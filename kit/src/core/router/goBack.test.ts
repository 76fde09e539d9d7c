import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthProvider } from '../../chains/auth/createAuthProvider.js'
import { createTestKit } from '../../test/createTestKit.js'
import { createIdleAdapter, setTestAddress } from '../../test/setTestAddress.js'
import { openModal } from '../modal/openModal.js'
import type { WalletKit } from '../WalletKit.js'
import { goBack } from './goBack.js'
import { pushView } from './pushView.js'
import { setEmbedded } from './setEmbedded.js'

const openKit = () => {
  const kit = createTestKit({}, { adapters: [createIdleAdapter('eip155')] })
  openModal(kit)
  return kit
}

describe('goBack', () => {
  it('pops the history and moves backwards', () => {
    const kit = openKit()
    pushView(kit, 'AllWallets')
    pushView(kit, 'ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' } })
    goBack(kit)
    expect(kit.store.getState().router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      transition: 'prev',
    })
    expect(kit.store.getState().modal.open).toBe(true)
  })

  it('forgets the wallet picked in the view it leaves', () => {
    const kit = openKit()
    pushView(kit, 'ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' }, uri: 'wc:1' })
    goBack(kit)
    expect(kit.store.getState().router.data).toEqual({ uri: 'wc:1' })
  })

  it('closes the modal when the history has one entry', () => {
    const kit = openKit()
    goBack(kit)
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('closes the modal when the history includes UnsupportedChain', () => {
    const kit = openKit()
    pushView(kit, 'UnsupportedChain')
    pushView(kit, 'Networks')
    goBack(kit)
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('lands on Account instead of Connect once an address is connected', () => {
    const kit = openKit()
    pushView(kit, 'ConnectingExternal')
    setTestAddress(kit, 'eip155', '0xabc')
    goBack(kit)
    expect(kit.store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('goes to Connect instead of closing when embedded and unconnected', () => {
    const kit = openKit()
    setEmbedded(kit, true)
    pushView(kit, 'UnsupportedChain')
    goBack(kit)
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('goes to Account instead of closing when embedded and connected', () => {
    const kit = openKit()
    setEmbedded(kit, true)
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit, { view: 'Networks' })
    goBack(kit)
    expect(kit.store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})

const FARCASTER_URL = 'https://farcaster.test/x'

/** Stands in for the embedded wallet's provider: only its reload matters here. */
function setReload(kit: WalletKit, reload: () => void | Promise<void>) {
  kit.auth.providers.set('eip155', { reload } as unknown as AuthProvider)
}

describe('goBack from ConnectingFarcaster', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  const farcasterKit = () => {
    const kit = openKit()
    const reload = vi.fn()
    setReload(kit, reload)
    kit.store.setState(({ accounts }) =>
      accounts.eip155
        ? { accounts: { ...accounts, eip155: { ...accounts.eip155, farcasterUrl: FARCASTER_URL } } }
        : {},
    )
    pushView(kit, 'ConnectingFarcaster')
    return { kit, reload }
  }

  it('clears the Farcaster URL and reloads the auth provider after exactly 100 ms while unconnected', () => {
    const { kit, reload } = farcasterKit()
    goBack(kit)
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
    vi.advanceTimersByTime(99)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps the Farcaster URL and does not reload once connected', () => {
    const { kit, reload } = farcasterKit()
    setTestAddress(kit, 'eip155', '0xabc')
    goBack(kit)
    vi.advanceTimersByTime(100)
    expect(reload).not.toHaveBeenCalled()
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBe(FARCASTER_URL)
  })

  it('applies the rule when back closes the modal too', () => {
    const { kit, reload } = farcasterKit()
    openModal(kit, { view: 'ConnectingFarcaster' })
    goBack(kit)
    expect(kit.store.getState().modal.open).toBe(false)
    vi.advanceTimersByTime(100)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('logs a failed reload instead of throwing', async () => {
    const { kit } = farcasterKit()
    const error = vi.spyOn(kit.logger, 'error')
    setReload(kit, () => Promise.reject(new TypeError('frame gone')))
    goBack(kit)
    vi.advanceTimersByTime(100)
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to reload the login frame', expect.any(TypeError)),
    )
  })

  it('logs a reload that throws at once', () => {
    const { kit } = farcasterKit()
    const error = vi.spyOn(kit.logger, 'error')
    setReload(kit, () => {
      throw new TypeError('frame gone')
    })
    goBack(kit)
    expect(() => vi.advanceTimersByTime(100)).not.toThrow()
    expect(error).toHaveBeenCalledWith('Failed to reload the login frame', expect.any(TypeError))
  })

  it('does nothing more when there is no auth provider yet', () => {
    const { kit } = farcasterKit()
    kit.auth.providers.clear()
    goBack(kit)
    expect(() => vi.advanceTimersByTime(100)).not.toThrow()
  })

  it('reloads nothing when the kit is destroyed within the 100 ms', () => {
    const { kit, reload } = farcasterKit()
    goBack(kit)
    kit.destroy()
    vi.advanceTimersByTime(100)
    expect(reload).not.toHaveBeenCalled()
  })
})
