import type { WalletKit } from '../WalletKit.js'
import type { WalletsState } from './WalletsState.js'

/** Replaces fields of the wallets slice immutably; `loading` flags merge with the current ones. */
export function updateWalletsState(
  kit: Pick<WalletKit, 'store'>,
  patch: (wallets: WalletsState) => Partial<Omit<WalletsState, 'loading'>> & {
    loading?: Partial<WalletsState['loading']>
  },
): void {
  kit.store.setState((state) => {
    const { loading, ...fields } = patch(state.wallets)
    return { wallets: { ...state.wallets, ...fields, loading: { ...state.wallets.loading, ...loading } } }
  })
}
