import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { createIdleAdapter, setTestAddress } from '../../test/setTestAddress.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { openModal } from './openModal.js'

const withAdapters = () =>
  createTestKit({}, { adapters: [createIdleAdapter('eip155'), createIdleAdapter('solana')] })

function recordEvents(kit: ReturnType<typeof createTestKit>) {
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return events
}

describe('openModal', () => {
  it('opens Connect when no address is connected', () => {
    const kit = withAdapters()
    openModal(kit)
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('opens Account when an address is connected', () => {
    const kit = withAdapters()
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit)
    expect(kit.store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('shows the given view with its data, connected or not', () => {
    const kit = withAdapters()
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit, { view: 'Networks', data: { from: 'button' } })
    expect(kit.store.getState().router).toMatchObject({
      view: 'Networks',
      history: ['Networks'],
      data: { from: 'button' },
    })
  })

  it('starts a fresh history each time it opens', () => {
    const kit = withAdapters()
    openModal(kit, { view: 'AllWallets' })
    openModal(kit)
    expect(kit.store.getState().router.history).toEqual(['Connect'])
  })

  it('switches to the namespace first, then applies the rules to its account', () => {
    const kit = withAdapters()
    setTestAddress(kit, 'solana', 'So1ana')
    openModal(kit, { namespace: 'solana' })
    expect(kit.store.getState().activeNamespace).toBe('solana')
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('shows Connect for a namespace with no address even when another namespace is connected', () => {
    const kit = withAdapters()
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit, { namespace: 'solana' })
    expect(kit.store.getState().router.view).toBe('Connect')
  })

  it('shows ConnectingWalletConnectBasic on desktop when there are no adapters and no address', () => {
    const kit = createTestKit()
    openModal(kit)
    expect(kit.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('counts adapters that offer only WalletConnect as no adapters', () => {
    const kit = createTestKit({}, { adapters: [{ ...createIdleAdapter('eip155'), basic: true }] })
    openModal(kit)
    expect(kit.store.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('shows AllWallets on mobile when there are no adapters and no address', () => {
    const kit = createTestKit({}, { environment: { isMobile: true, isTelegram: false, os: 'ios' } })
    openModal(kit)
    expect(kit.store.getState().router.view).toBe('AllWallets')
  })

  it('shows Account without adapters once an address is connected', () => {
    const kit = createTestKit()
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit)
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('still shows a view the host asks for when there are no adapters', () => {
    const kit = createTestKit()
    openModal(kit, { view: 'Networks' })
    expect(kit.store.getState().router.view).toBe('Networks')
  })

  it('sends MODAL_OPEN saying whether an address is connected', () => {
    const kit = withAdapters()
    const events = recordEvents(kit)
    openModal(kit)
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit)
    expect(events.map(({ type, event, properties }) => ({ type, event, properties }))).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
    ])
  })

  it('ignores data when no view is given', () => {
    const kit = withAdapters()
    openModal(kit, { data: { stray: true } })
    expect(kit.store.getState().router.data).toBeUndefined()
  })
  it('keeps UnsupportedChain on screen when the namespace switch lands on a network the host did not request', () => {
    const kit = withAdapters()
    const devnet = {
      ...testNetworks.solana,
      id: 'devnet',
      caipNetworkId: 'solana:devnet',
      name: 'Solana Devnet',
    }
    kit.store.setState(({ networks }) =>
      networks.solana
        ? { networks: { ...networks, solana: { ...networks.solana, caipNetwork: devnet } } }
        : {},
    )
    openModal(kit, { namespace: 'solana' })
    expect(kit.store.getState().router).toMatchObject({
      view: 'UnsupportedChain',
      history: ['UnsupportedChain'],
    })
  })
})
