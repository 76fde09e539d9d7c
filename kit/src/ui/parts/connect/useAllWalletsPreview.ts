import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { LIMITS } from '../../../config/index.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { getRequestedChainIds } from '../../../core/wallets/getRequestedChainIds.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'

/** The four wallets the "All wallets" entry pictures and the directory's count; `loading` until they arrive. */
export type AllWalletsPreview = { wallets: readonly WalletEntry[]; count: number; loading: boolean }

/**
 * What the "All wallets" entry shows: the directory's recommended wallets and its count when the kit has them, else
 * the first page of 4 for the host's networks, fetched with the view (and cancelled when it goes). The fetch stays
 * local, so the Connect list does not change; a failure leaves four placeholders and no count.
 * @example const { wallets, count } = useAllWalletsPreview(kit)
 */
export function useAllWalletsPreview(kit: WalletKit): AllWalletsPreview {
  const stored = useStore(kit.store, (state) => state.wallets)
  const known = stored.recommended.length > 0
  const [fetched, setFetched] = useState<AllWalletsPreview>({ wallets: [], count: 0, loading: true })
  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    const { includeWalletIds, excludeWalletIds } = kit.options
    kit.api.directory
      .getWallets({
        page: 1,
        entries: LIMITS.recommendedWallets,
        include: includeWalletIds.length > 0 ? [...includeWalletIds] : undefined,
        exclude: excludeWalletIds.length > 0 ? [...excludeWalletIds] : undefined,
        chains: getRequestedChainIds(kit.store.getState()),
        signal: controller.signal,
      })
      .then(
        ({ data, count }) => setFetched({ wallets: data.slice(0, 4), count, loading: false }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          kit.logger.debug('The wallets of "All wallets" did not load', error)
          setFetched({ wallets: [], count: 0, loading: false })
        },
      )
    return () => controller.abort()
  }, [kit, known])
  return known ? { wallets: stored.recommended.slice(0, 4), count: stored.count, loading: false } : fetched
}
