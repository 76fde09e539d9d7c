import type { Namespace } from '../../config/index.js'
import type { AccountType } from '../account/AccountState.js'
import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { writePreferredAccountType } from './preferredAccountTypesStorage.js'

export type SetPreferredAccountTypeOptions = {
  /** Makes the wallet use the type (the login frame's SET_PREFERRED_ACCOUNT); may throw. */
  apply?: ((type: AccountType) => void | Promise<void>) | undefined
}

/**
 * Sets the preferred account type of `namespace` in state and storage and tracks SET_PREFERRED_ACCOUNT_TYPE.
 * When `apply` throws, the type falls back to eoa (spec 4); resolves to the type in effect.
 * @example await setPreferredAccountType(kit, 'eip155', 'smartAccount', { apply: (type) => frame.setPreferredAccount(type) })
 */
export async function setPreferredAccountType(
  kit: WalletKit,
  namespace: Namespace,
  type: AccountType,
  { apply }: SetPreferredAccountTypeOptions = {},
): Promise<AccountType> {
  let chosen = type
  try {
    await apply?.(type)
  } catch (error) {
    kit.logger.error(`Failed to set the preferred account type to ${type}; using eoa`, error)
    chosen = 'eoa'
  }
  updateAccountData(kit, namespace, { preferredAccountType: chosen })
  writePreferredAccountType(kit.storage, namespace, chosen)
  const network = kit.store.getState().networks[namespace]?.caipNetwork
  kit.events.emit({
    type: 'track',
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    properties: { accountType: chosen, network: network?.caipNetworkId },
  })
  return chosen
}
