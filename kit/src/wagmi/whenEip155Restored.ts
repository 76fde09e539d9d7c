import type { WalletKit } from '../core/WalletKit.js'

/**
 * Resolves once the kit is no longer restoring its eip155 connection from before a reload (account status
 * `reconnecting`), at once when it is not, so wagmi's own reconnect sees the restored account instead of none.
 * @example await whenEip155Restored(kit); const authorized = Boolean(readEip155Connection(kit.store.getState()))
 */
export function whenEip155Restored(kit: WalletKit): Promise<void> {
  const restoring = () => kit.store.getState().accounts.eip155?.status === 'reconnecting'
  if (!restoring()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = kit.store.subscribe(() => {
      if (restoring()) return
      stop()
      resolve()
    })
  })
}
