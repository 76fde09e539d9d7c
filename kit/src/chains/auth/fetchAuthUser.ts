import { STORAGE_KEYS } from '../../config/constants.js'
import { getPreferredAccountType } from '../../core/auth/getPreferredAccountType.js'
import { setSmartAccountEnabledNetworks } from '../../core/network/setSmartAccountEnabledNetworks.js'
import type { WalletKit } from '../../core/WalletKit.js'
import type { ConnectResult } from '../ChainAdapter.js'
import type { FrameClient } from './createFrameClient.js'

/**
 * Asks the signed-in frame for its user (spec 7 GET_USER): first the networks with smart accounts, so the preferred
 * type is asked only where it works (spec 5; eoa elsewhere), then the user, kept as the account's `user` with its
 * account type; the last used chain is stored. Resolves with the connection to record.
 * @example const result = await fetchAuthUser(kit, { frame, namespace: 'eip155', chainId: 1 })
 */
export async function fetchAuthUser(
  kit: WalletKit,
  {
    frame,
    namespace,
    chainId,
  }: { frame: FrameClient; namespace: 'eip155' | 'solana'; chainId: number | string },
): Promise<ConnectResult> {
  const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
  setSmartAccountEnabledNetworks(kit, namespace, smartAccountEnabledNetworks)
  const preferred = getPreferredAccountType(kit, namespace)
  const preferredAccountType =
    preferred === 'smartAccount' && smartAccountEnabledNetworks.includes(Number(chainId)) ? preferred : 'eoa'
  const user = await frame.request('GET_USER', { chainId, preferredAccountType })
  kit.store.setState((state) => {
    const account = state.accounts[namespace]
    if (!account) return {}
    const { email, ...rest } = user
    return {
      accounts: {
        ...state.accounts,
        [namespace]: {
          ...account,
          user: { ...rest, email: email ?? null, preferredAccountType },
          preferredAccountType,
          smartAccountDeployed: user.smartAccountDeployed ?? false,
        },
      },
    }
  })
  kit.storage.set(STORAGE_KEYS.lastUsedChain, namespace)
  return {
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts?.map((account) => account.address) ?? [user.address],
  }
}
