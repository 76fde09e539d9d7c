import { useStore } from 'zustand'
import type { Namespace } from '../config/index.js'
import type { ConnectedWalletInfo } from '../core/account/AccountState.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseWalletInfoReturnType = {
  /** Name and icon of the connected wallet; undefined while none is connected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The wallet connected on a namespace (default: the active one).
 * @example const { walletInfo } = useWalletInfo(); walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo({
  namespace,
}: {
  namespace?: Namespace | undefined
} = {}): UseWalletInfoReturnType {
  const kit = useKit()
  const walletInfo = useStore(
    kit.store,
    (state) => state.accounts[namespace ?? state.activeNamespace]?.connectedWalletInfo,
  )
  return { walletInfo }
}
