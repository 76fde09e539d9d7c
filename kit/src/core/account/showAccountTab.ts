import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { ACCOUNT_TABS, type AccountTab } from './AccountTab.js'
import { updateAccountData } from './updateAccountData.js'

/**
 * Selects a tab of Account for the account of `namespace` (default: the active one), for example Activity after a
 * send has started.
 * @example showAccountTab(kit, { tab: 'Activity' })
 */
export function showAccountTab(
  kit: WalletKit,
  { namespace, tab }: { namespace?: Namespace; tab: AccountTab },
): void {
  updateAccountData(kit, namespace ?? kit.store.getState().activeNamespace, {
    currentTab: ACCOUNT_TABS.indexOf(tab),
  })
}
