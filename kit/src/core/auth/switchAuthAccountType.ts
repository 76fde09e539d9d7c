import { AccountTypeSwitchError } from '../../errors/AccountTypeSwitchError.js'
import { toChecksumEvmAddress } from '../../utils/toChecksumEvmAddress.js'
import type { AccountType } from '../account/AccountState.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { syncAccountBalance } from '../connection/syncAccountBalance.js'
import type { WalletKit } from '../WalletKit.js'
import { getAuthConnector } from './getAuthConnector.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

/**
 * Switches the embedded wallet between its eoa and its smart account (spec 4): INIT_SMART_ACCOUNT first for a smart
 * account, then SET_PREFERRED_ACCOUNT; the account shows the address the frame answers and the preference is stored.
 * When the frame fails, the type falls back to eoa (stored too, the eoa's address shown) and the call rejects with
 * `AccountTypeSwitchError` carrying the frame's message. Resolves to the type in effect.
 * @example await switchAuthAccountType(kit, 'smartAccount') // 'smartAccount'
 */
export async function switchAuthAccountType(
  kit: WalletKit,
  type: 'eoa' | 'smartAccount',
): Promise<AccountType> {
  const connector = await getAuthConnector(kit)
  const namespace = connector.chain
  const { frame } = connector.provider
  let address: string | undefined
  let failure: unknown
  const chosen = await setPreferredAccountType(kit, namespace, type, {
    apply: async (wanted) => {
      try {
        if (wanted === 'smartAccount') await frame.request('INIT_SMART_ACCOUNT', undefined)
        const answer = await frame.request('SET_PREFERRED_ACCOUNT', {
          type: wanted === 'smartAccount' ? 'smartAccount' : 'eoa',
        })
        address = answer.address
      } catch (error) {
        failure = error
        throw error
      }
    },
  })
  if (chosen === 'eoa' && type !== 'eoa')
    address = (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined))?.address
  const network = kit.store.getState().networks[namespace]?.caipNetwork
  if (address && network) {
    // The frame's answer enters the kit here, not through the adapter: checksummed as the adapter does (spec 5).
    setCaipAddress(kit, namespace, `${network.caipNetworkId}:${toChecksumEvmAddress(address)}`)
    // The balance and the name belonged to the other address: both are read again for this one.
    updateAccountData(kit, namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    })
    if (connector.provider.session) connector.provider.session = { ...connector.provider.session, address }
    void syncAccountBalance(kit, { namespace })
  }
  if (failure !== undefined)
    throw new AccountTypeSwitchError({
      details: failure instanceof Error ? failure.message : String(failure),
      cause: failure,
    })
  return chosen
}
