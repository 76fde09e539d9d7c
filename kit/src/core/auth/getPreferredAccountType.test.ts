import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { getPreferredAccountType } from './getPreferredAccountType.js'

const bitcoin = {
  ...testNetworks.mainnet,
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122' as const,
}
const polkadot = {
  ...testNetworks.mainnet,
  id: '91b171bb158e2d38',
  caipNetworkId: 'polkadot:91b171bb158e2d38',
  chainNamespace: 'polkadot' as const,
}

describe('getPreferredAccountType', () => {
  it('uses the defaults of spec 3: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    const kit = createTestKit({ networks: [testNetworks.mainnet, testNetworks.solana, bitcoin, polkadot] })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('smartAccount')
    expect(getPreferredAccountType(kit, 'solana')).toBe('eoa')
    expect(getPreferredAccountType(kit, 'polkadot')).toBe('eoa')
    expect(getPreferredAccountType(kit, 'bip122')).toBe('payment')
  })

  it('uses the default the host configured', () => {
    const kit = createTestKit({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('eoa')
  })

  it('prefers the stored type to the default', () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, { eip155: 'eoa' })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('eoa')
  })

  it("is the choice, not the account's type in effect (the eoa on a chain without smart accounts)", () => {
    const kit = createTestKit()
    updateAccountData(kit, 'eip155', { preferredAccountType: 'eoa' })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('smartAccount')
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, { eip155: 'eoa' })
    updateAccountData(kit, 'eip155', { preferredAccountType: 'smartAccount' })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('eoa')
  })

  it('ignores stored values that do not parse', () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, { eip155: 'wizard' })
    expect(getPreferredAccountType(kit, 'eip155')).toBe('smartAccount')
    kit.storage.set(STORAGE_KEYS.preferredAccountType, 'eoa')
    expect(getPreferredAccountType(kit, 'eip155')).toBe('smartAccount')
  })
})
