import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { flipSwapTokens } from './flipSwapTokens.js'
import { getSwapAssets } from './getSwapAssets.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'
import { updateSwapForm } from './updateSwapForm.js'

const WKT = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'

function kitHoldingEth() {
  const kit = createTestKit()
  setCaipAddress(kit, 'eip155', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  updateAccountData(kit, 'eip155', { balance: '2' })
  const wkt = { name: 'WalletKit Token', symbol: 'WKT', address: WKT, decimals: 18, logoUri: '' }
  patchSwapState(kit, { tokens: [wkt], tokensStatus: 'ready' })
  return kit
}

describe('flipSwapTokens', () => {
  it('sells the native token by default, named by the convert service’s 0xeeee… address', () => {
    const { sell, buy } = getSwapAssets(kitHoldingEth().store.getState())
    expect(sell).toMatchObject({
      symbol: 'ETH',
      native: true,
      address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    })
    expect(buy).toBeUndefined()
  })

  it('swaps the two tokens, the one now sold with a zero balance when the account holds none', () => {
    const kit = kitHoldingEth()
    updateSwapForm(kit, { buyAddress: WKT, amount: '1' })
    flipSwapTokens(kit)
    const { sell, buy } = getSwapAssets(kit.store.getState())
    expect(sell).toMatchObject({ symbol: 'WKT', quantity: { decimals: '18', numeric: '0' } })
    expect(buy).toMatchObject({ symbol: 'ETH', quantity: { numeric: '2' } })
    expect(readSwapState(kit.store.getState()).amount).toBe('1')
  })

  it('does nothing before a token to buy is picked', () => {
    const kit = kitHoldingEth()
    flipSwapTokens(kit)
    expect(getSwapAssets(kit.store.getState()).sell?.symbol).toBe('ETH')
  })
})
