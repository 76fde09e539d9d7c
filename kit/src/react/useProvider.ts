import { useCallback } from 'react'
import type { EIP1193Provider } from 'viem'
import { useStore } from 'zustand'
import type { ChainAdapterRequest } from '../chains/Connector.js'
import type { SolanaStandardWallet } from '../chains/solana/SolanaStandardWallet.js'
import { UnknownError } from '../errors/UnknownError.js'
import { useKit } from '../primitives/context/useKit.js'

/** The provider each namespace's connected wallet hands out. */
type ProviderOf = { eip155: EIP1193Provider; solana: SolanaStandardWallet }

/** The namespaces `useProvider` serves. */
export type ProviderNamespace = keyof ProviderOf

export type UseProviderReturnType<Namespace extends ProviderNamespace = 'eip155'> = {
  /**
   * The connected wallet's provider: EIP-1193 on eip155, the Wallet Standard wallet on solana; undefined while none
   * is connected.
   */
  provider: ProviderOf[Namespace] | undefined
  /**
   * Sends a request through the kit to the connected wallet (validated and tracked, so a disconnect aborts it):
   * `personal_sign`, `eth_sendTransaction`… on eip155, `solana_signMessage`, `solana_signAndSendTransaction`… on
   * solana. Undefined while no wallet is connected.
   */
  request: ((request: ChainAdapterRequest) => Promise<unknown>) | undefined
}

/**
 * The provider of the wallet connected on `namespace` (eip155 unless named), to sign and send through it, and the
 * kit's request path to that wallet.
 * @example const { provider } = useProvider(); await provider?.request({ method: 'personal_sign', params })
 * @example const { request } = useProvider('solana'); await request?.({ method: 'solana_signMessage', params: { message, pubkey } })
 */
export function useProvider<Namespace extends ProviderNamespace = 'eip155'>(
  namespace: Namespace = 'eip155' as Namespace,
): UseProviderReturnType<Namespace> {
  const kit = useKit()
  // The provider changes only when the connection does, so the hook re-reads it on every connection change.
  const connection = useStore(kit.store, (state) =>
    state.accounts[namespace]?.caipAddress ? `${state.connection.connectorId[namespace]}` : undefined,
  )
  const send = useCallback(
    (request: ChainAdapterRequest) => {
      const adapter = kit.adapters.get(namespace)
      if (!adapter?.request)
        return Promise.reject(new UnknownError({ details: `No wallet is connected on ${namespace}` }))
      return adapter.request(request)
    },
    [kit, namespace],
  )
  if (connection === undefined) return { provider: undefined, request: undefined }
  const adapter = kit.adapters.get(namespace)
  const provider = adapter?.getProvider?.() as ProviderOf[Namespace] | undefined
  return { provider, request: provider && adapter?.request ? send : undefined }
}
