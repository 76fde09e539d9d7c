import type { EIP1193Provider } from 'viem'
import { useStore } from 'zustand'
import { useKit } from '../primitives/context/useKit.js'

export type UseProviderReturnType = {
  /** The EIP-1193 provider of the connected eip155 wallet; undefined while none is connected. */
  provider: EIP1193Provider | undefined
}

/**
 * The EIP-1193 provider of the connected eip155 wallet, to sign and send through it.
 * @example const { provider } = useProvider(); await provider?.request({ method: 'personal_sign', params })
 */
export function useProvider(): UseProviderReturnType {
  const kit = useKit()
  // The provider changes only when the connection does, so the hook re-reads it on every connection change.
  const connection = useStore(kit.store, (state) =>
    state.accounts.eip155?.caipAddress ? `${state.connection.connectorId.eip155}` : undefined,
  )
  const provider =
    connection === undefined
      ? undefined
      : (kit.adapters.get('eip155')?.getProvider?.() as EIP1193Provider | undefined)
  return { provider }
}
