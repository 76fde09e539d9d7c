import type { Eip1193Provider } from './Eip1193Provider.js'
import { parseEip155Accounts } from './parseEip155Accounts.js'
import { parseEip155ChainId } from './parseEip155ChainId.js'

/** What a connected wallet tells, already parsed. */
export type Eip1193Handlers = {
  accountsChanged(accounts: string[]): void
  chainChanged(chainId: number): void
  disconnect(): void
}

/** MetaMask's "temporarily disconnected" (it lost its node, not the visitor): the session goes on. */
const TRANSIENT_DISCONNECT = 1013

/**
 * Listens to a provider's EIP-1193 events and returns a stop function. A chain id that does not parse is ignored.
 * @example const stop = watchEip1193Provider(provider, { accountsChanged, chainChanged, disconnect })
 */
export function watchEip1193Provider(provider: Eip1193Provider, handlers: Eip1193Handlers): () => void {
  const onAccounts = (accounts: unknown) => handlers.accountsChanged(parseEip155Accounts(accounts))
  const onChain = (chainId: unknown) => {
    let parsed: number
    try {
      parsed = parseEip155ChainId(chainId)
    } catch {
      return
    }
    handlers.chainChanged(parsed)
  }
  const onDisconnect = (error: unknown) => {
    if ((error as { code?: unknown } | undefined)?.code === TRANSIENT_DISCONNECT) return
    handlers.disconnect()
  }
  const listeners = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
