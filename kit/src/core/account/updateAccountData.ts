import type { Namespace } from '../../config/index.js'
import { ChainRequiredForAccountDataError } from '../../errors/ChainRequiredForAccountDataError.js'
import type { WalletKit } from '../WalletKit.js'
import type { AccountState } from './AccountState.js'

/**
 * Merges `data` into the account of `namespace`; throws `ChainRequiredForAccountDataError` without a namespace.
 * A namespace the host did not configure has no account: the update is dropped and logged (as the peer does).
 * @example updateAccountData(kit, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
 */
export function updateAccountData(
  kit: WalletKit,
  namespace: Namespace | undefined,
  data: Partial<AccountState>,
): void {
  if (!namespace) throw new ChainRequiredForAccountDataError()
  const account = kit.store.getState().accounts[namespace]
  if (!account) {
    kit.logger.debug(`No account for namespace ${namespace}; update ignored`, data)
    return
  }
  kit.store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: { ...account, ...data } } }))
}
