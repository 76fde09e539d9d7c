import type { Namespace } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { balanceRetryBlockTimer } from './fetchBalance.js'
import { loadTokenBalances, type TokenBalancesStatus } from './loadTokenBalances.js'

/**
 * The visitor's "Retry" on "Token Balance Unavailable": fetches the balances again now. The spec's 30 s retry block
 * (spec 9) holds back the kit's own refetches after a failure; a retry the visitor asked for lifts it, and a new
 * failure sets it again.
 * @example const status = await retryTokenBalances(kit, { namespace: 'eip155' })
 */
export function retryTokenBalances(
  kit: WalletKit,
  { namespace }: { namespace?: Namespace | undefined } = {},
): Promise<TokenBalancesStatus> {
  const target = namespace ?? kit.store.getState().activeNamespace
  kit.timers.clear(balanceRetryBlockTimer(target))
  return loadTokenBalances(kit, { namespace: target, force: true })
}
