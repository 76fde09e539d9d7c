import { act } from '@testing-library/react'
import type { AccountState } from '../core/account/AccountState.js'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import type { WalletKit } from '../core/WalletKit.js'

export const TEST_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/**
 * Puts a connected eip155 account in the store, as a finished connection leaves it.
 * @example connectTestAccount(kit, { balance: '1.23456', balanceSymbol: 'ETH' })
 */
export function connectTestAccount(kit: WalletKit, account: Partial<AccountState> = {}): void {
  act(() => {
    setCaipAddress(kit, 'eip155', `eip155:1:${TEST_ADDRESS}`)
    setConnectionStatus(kit, 'eip155', 'connected')
    updateAccountData(kit, 'eip155', { status: 'connected', ...account })
  })
}
