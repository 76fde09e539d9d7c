import type { WalletKit } from '../WalletKit.js'
import type { SyncAccountBalanceParameters } from './syncAccountBalance.js'

/**
 * Starts {@link syncAccountBalance} once its module has loaded. The wallet events and the reload restore reach it
 * from start-up code; loading it there would put the balance code (and its cache and error paths) in every visitor's
 * first bytes, though nothing reads a balance before a connection. Never throws: a failed load is logged.
 * @example syncAccountBalanceLater(kit, { namespace: 'eip155' })
 */
export function syncAccountBalanceLater(kit: WalletKit, parameters: SyncAccountBalanceParameters): void {
  import('./syncAccountBalance.js').then(
    ({ syncAccountBalance }) => syncAccountBalance(kit, parameters),
    (error: unknown) => kit.logger.warn('The balance code did not load', error),
  )
}
