import { toChecksumEvmAddress } from '../../utils/toChecksumEvmAddress.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { syncAccountBalance } from '../connection/syncAccountBalance.js'
import type { WalletKit } from '../WalletKit.js'
import { getAuthConnector } from './getAuthConnector.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

/**
 * Switches the embedded wallet between its eoa and its smart account (spec 4): INIT_SMART_ACCOUNT first for a smart
 * account, then SET_PREFERRED_ACCOUNT; the account shows the address the frame answers. When the frame fails, the type
 * falls back to eoa. Resolves to the type in effect.
 * @example await switchAuthAccountType(kit, 'smartAccount')
 */
export async function switchAuthAccountType(kit: WalletKit, type: 'eoa' | 'smartAccount'): Promise<string> {
  const connector = await getAuthConnector(kit)
  const namespace = connector.chain
  const { frame } = connector.provider
  let address: string | undefined
  const chosen = await setPreferredAccountType(kit, namespace, type, {
    apply: async (wanted) => {
      if (wanted === 'smartAccount') await frame.request('INIT_SMART_ACCOUNT', undefined)
      address = (
        await frame.request('SET_PREFERRED_ACCOUNT', {
          type: wanted === 'smartAccount' ? 'smartAccount' : 'eoa',
        })
      ).address
    },
  })
  if (chosen === 'eoa' && type !== 'eoa')
    address = (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined))?.address
  const network = kit.store.getState().networks[namespace]?.caipNetwork
  if (address && network) {
    // The frame's answer enters the kit here, not through the adapter: checksummed as the adapter does (spec 5).
    setCaipAddress(kit, namespace, `${network.caipNetworkId}:${toChecksumEvmAddress(address)}`)
    updateAccountData(kit, namespace, { balance: undefined, balanceSymbol: undefined })
    if (connector.provider.session) connector.provider.session = { ...connector.provider.session, address }
    void syncAccountBalance(kit, { namespace })
  }
  return chosen
}
