import type { Namespace } from '../../config/index.js'
import { ChainRequiredForAccountPropError } from '../../errors/ChainRequiredForAccountPropError.js'
import type { WalletKit } from '../WalletKit.js'
import type { AccountState } from './AccountState.js'
import { updateAccountData } from './updateAccountData.js'

/**
 * Sets one field of the account of `namespace`; throws `ChainRequiredForAccountPropError` without a namespace.
 * @example setAccountProp(kit, 'solana', 'profileName', 'alice.sol')
 */
export function setAccountProp<Prop extends keyof AccountState>(
  kit: WalletKit,
  namespace: Namespace | undefined,
  prop: Prop,
  value: AccountState[Prop],
): void {
  if (!namespace) throw new ChainRequiredForAccountPropError()
  updateAccountData(kit, namespace, { [prop]: value } as Partial<AccountState>)
}
