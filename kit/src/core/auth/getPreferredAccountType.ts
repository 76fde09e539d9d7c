import type { Namespace } from '../../config/index.js'
import type { AccountType } from '../account/AccountState.js'
import type { WalletKit } from '../WalletKit.js'
import { readPreferredAccountType } from './preferredAccountTypesStorage.js'

/**
 * The preferred account type of `namespace`: the stored choice, else the option's default (spec 3, 4: eip155
 * smartAccount, solana eoa, polkadot eoa, bip122 payment). Not the account's `preferredAccountType`, which is the type
 * in effect (the eoa on a chain without smart accounts, whatever the choice).
 * @example getPreferredAccountType(kit, 'eip155') // 'smartAccount'
 */
export function getPreferredAccountType(kit: WalletKit, namespace: Namespace): AccountType {
  return readPreferredAccountType(kit.storage, namespace) ?? kit.options.defaultAccountTypes[namespace]
}
