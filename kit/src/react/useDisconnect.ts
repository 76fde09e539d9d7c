import { useMemo } from 'react'
import { type DisconnectParameters, disconnect } from '../core/connection/disconnect.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseDisconnectReturnType = {
  /** Disconnects every chain, or one namespace; rejects with DisconnectChainsError when a chain fails. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/**
 * Disconnects the wallet.
 * @example const { disconnect } = useDisconnect(); <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useKit()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(kit, parameters) }),
    [kit],
  )
}
