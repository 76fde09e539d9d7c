import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setCaipAddress } from './setCaipAddress.js'
import { showAccountTab } from './showAccountTab.js'

describe('showAccountTab', () => {
  it("selects the tab by name in the active account's currentTab", () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')
    showAccountTab(kit, { tab: 'Activity' })
    expect(kit.store.getState().accounts.eip155?.currentTab).toBe(2)
    showAccountTab(kit, { namespace: 'eip155', tab: 'NFTs' })
    expect(kit.store.getState().accounts.eip155?.currentTab).toBe(1)
  })
})
