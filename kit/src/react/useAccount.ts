import { useMemo } from 'react'
import { useStore } from 'zustand'
import type { Namespace } from '../config/index.js'
import type { AccountStatus } from '../core/account/AccountState.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseAccountParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}

export type UseAccountReturnType = {
  namespace: Namespace
  address: string | undefined
  caipAddress: string | undefined
  status: AccountStatus
  isConnected: boolean
}

/**
 * The account of a namespace (default: the active one): address, CAIP address, status.
 * @example const { address, isConnected } = useAccount()
 */
export function useAccount({ namespace }: UseAccountParameters = {}): UseAccountReturnType {
  const kit = useKit()
  const target = useStore(kit.store, (state) => namespace ?? state.activeNamespace)
  const account = useStore(kit.store, (state) => state.accounts[target])
  return useMemo(
    () => ({
      namespace: target,
      address: account?.address,
      caipAddress: account?.caipAddress,
      status: account?.status ?? 'disconnected',
      isConnected: Boolean(account?.caipAddress),
    }),
    [target, account],
  )
}
