import type { GetWalletsParameters } from '../api/createWalletDirectoryClient.js'
import type { WalletKit } from '../core/WalletKit.js'
import type { WalletEntry } from '../core/wallets/WalletsState.js'

/** A stand-in for the directory's GET /getWallets, as `createFakeWalletDirectory` gives one. */
export type FakeGetWallets = (
  parameters: GetWalletsParameters,
) => Promise<{ data: WalletEntry[]; count: number }>

/**
 * The kit with its directory client's `getWallets` answered by `fetchWallets`; it shares the kit's store, so
 * state read from either is the same.
 * @example await fetchNextWalletsPage(withWalletDirectory(kit, createFakeWalletDirectory()))
 */
export function withWalletDirectory(
  kit: WalletKit,
  { fetchWallets }: { fetchWallets: FakeGetWallets },
): WalletKit {
  const directory = { ...kit.api.directory, getWallets: fetchWallets } as WalletKit['api']['directory']
  return { ...kit, api: { ...kit.api, directory } }
}
