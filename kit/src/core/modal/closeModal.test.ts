import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { createIdleAdapter, setTestAddress } from '../../test/setTestAddress.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { pushView } from '../router/pushView.js'
import { setEmbedded } from '../router/setEmbedded.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { setModalLoading } from './setModalLoading.js'

function recordEvents(kit: ReturnType<typeof createTestKit>) {
  const events: WalletKitEvent['event'][] = []
  kit.events.subscribe((event) => events.push(event.event))
  return events
}

describe('closeModal', () => {
  it('closes an open modal and sends MODAL_CLOSE with the connection state', () => {
    const kit = createTestKit()
    openModal(kit)
    const properties: unknown[] = []
    kit.events.subscribe((event) => properties.push(event.properties))
    closeModal(kit)
    expect(kit.store.getState().modal.open).toBe(false)
    expect(properties).toEqual([{ connected: false }])
  })

  it('sends nothing when the modal was already closed', () => {
    const kit = createTestKit()
    const events = recordEvents(kit)
    closeModal(kit)
    expect(events).toEqual([])
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('sends MODAL_CLOSE once for two closes in a row', () => {
    const kit = createTestKit()
    openModal(kit)
    const events = recordEvents(kit)
    closeModal(kit)
    closeModal(kit)
    expect(events).toEqual(['MODAL_CLOSE'])
  })

  it('clears the loading flags', () => {
    const kit = createTestKit()
    openModal(kit)
    setModalLoading(kit, 'eip155', true)
    closeModal(kit)
    expect(kit.store.getState().modal.loading).toEqual({})
  })

  it('goes to Connect instead of closing when embedded and unconnected', () => {
    const kit = createTestKit({}, { adapters: [createIdleAdapter('eip155')] })
    setEmbedded(kit, true)
    openModal(kit)
    pushView(kit, 'AllWallets')
    const events = recordEvents(kit)
    closeModal(kit)
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(events).toEqual([])
  })

  it('goes to Account instead of closing when embedded and connected', () => {
    const kit = createTestKit()
    setEmbedded(kit, true)
    setTestAddress(kit, 'eip155', '0xabc')
    openModal(kit, { view: 'Networks' })
    closeModal(kit)
    expect(kit.store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
