import type { WalletKit } from '../core/WalletKit.js'
import { type Eip155Connection, readEip155Connection } from './readEip155Connection.js'

/** What {@link followEip155Connection} calls as the kit's eip155 connection comes, changes and goes. */
export type Eip155ConnectionListener = {
  onConnect(connection: Eip155Connection): void
  /** Only what changed: the accounts, the chain, or both. */
  onChange(change: Partial<Eip155Connection>): void
  onDisconnect(): void
}

/**
 * Follows the kit's eip155 connection from now on, whichever connector made it (browser wallet, WalletConnect, the
 * embedded wallet): a connection that appears, changes its accounts or chain, or ends calls the listener once.
 * Returns the function that stops following.
 * @example const stop = followEip155Connection(kit, { onConnect, onChange, onDisconnect })
 */
export function followEip155Connection(kit: WalletKit, listener: Eip155ConnectionListener): () => void {
  let last = readEip155Connection(kit.store.getState())
  return kit.store.subscribe((state) => {
    const previous = last
    const next = readEip155Connection(state)
    last = next
    if (!previous && next) listener.onConnect(next)
    else if (previous && !next) listener.onDisconnect()
    else if (previous && next) {
      const change = changeOf(previous, next)
      if (change) listener.onChange(change)
    }
  })
}

function changeOf(previous: Eip155Connection, next: Eip155Connection): Partial<Eip155Connection> | undefined {
  const accountsChanged =
    previous.accounts.length !== next.accounts.length ||
    previous.accounts.some((address, index) => address !== next.accounts[index])
  const chainChanged = previous.chainId !== next.chainId
  if (!accountsChanged && !chainChanged) return undefined
  return {
    ...(accountsChanged ? { accounts: next.accounts } : {}),
    ...(chainChanged ? { chainId: next.chainId } : {}),
  }
}
