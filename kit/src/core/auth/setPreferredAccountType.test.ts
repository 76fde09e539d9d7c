import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { getPreferredAccountType } from './getPreferredAccountType.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

describe('setPreferredAccountType', () => {
  it('applies the type, keeps it in state and storage, and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const kit = createTestKit()
    const events: WalletKitEvent[] = []
    kit.events.subscribe((event) => events.push(event))
    const apply = vi.fn(async () => undefined)
    expect(await setPreferredAccountType(kit, 'eip155', 'eoa', { apply })).toBe('eoa')
    expect(apply).toHaveBeenCalledWith('eoa')
    expect(kit.store.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ eip155: 'eoa' })
    expect(events).toMatchObject([
      {
        type: 'track',
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'eoa', network: 'eip155:1' },
      },
    ])
  })

  it('falls back to eoa when applying the type fails', async () => {
    const kit = createTestKit()
    const apply = () => Promise.reject(new Error('frame error'))
    expect(await setPreferredAccountType(kit, 'eip155', 'smartAccount', { apply })).toBe('eoa')
    expect(getPreferredAccountType(kit, 'eip155')).toBe('eoa')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ eip155: 'eoa' })
  })

  it('keeps the choices of other namespaces in storage', async () => {
    const kit = createTestKit()
    await setPreferredAccountType(kit, 'solana', 'eoa')
    await setPreferredAccountType(kit, 'eip155', 'smartAccount')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({
      solana: 'eoa',
      eip155: 'smartAccount',
    })
  })

  it('survives a reload through storage', async () => {
    const kit = createTestKit()
    await setPreferredAccountType(kit, 'eip155', 'eoa')
    const reloaded = createTestKit({}, { storage: kit.storage })
    expect(getPreferredAccountType(reloaded, 'eip155')).toBe('eoa')
  })
})
