import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { WalletKit } from '../../../core/WalletKit.js'
import { fetchRecommendedWallets } from '../../../core/wallets/fetchRecommendedWallets.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'

/** The four wallets the "All wallets" entry pictures and the directory's count; `loading` until they arrive. */
export type AllWalletsPreview = { wallets: readonly WalletEntry[]; count: number; loading: boolean }

/**
 * What the "All wallets" entry shows: the directory's recommended wallets and its count, from the store. When the
 * kit has none and is not loading them, the entry asks for them (once: Connect's list, which lists the same
 * recommended wallets, then finds them loading). A failure leaves four placeholders and no count.
 * @example const { wallets, count } = useAllWalletsPreview(kit)
 */
export function useAllWalletsPreview(kit: WalletKit): AllWalletsPreview {
  const recommended = useStore(kit.store, (state) => state.wallets.recommended)
  const count = useStore(kit.store, (state) => state.wallets.count)
  const loadingElsewhere = useStore(kit.store, (state) => state.wallets.loading.recommended)
  // Until the first effect has run, or while this entry's own request is out.
  const [settled, setSettled] = useState(recommended.length > 0)
  useEffect(() => {
    const { wallets } = kit.store.getState()
    if (wallets.recommended.length > 0 || wallets.loading.recommended) {
      setSettled(true)
      return
    }
    let live = true
    fetchRecommendedWallets(kit)
      .catch((error: unknown) => kit.logger.debug('The wallets of "All wallets" did not load', error))
      .finally(() => live && setSettled(true))
    return () => {
      live = false
    }
  }, [kit])
  return {
    wallets: recommended.slice(0, 4),
    count,
    loading: recommended.length === 0 && (loadingElsewhere || !settled),
  }
}
