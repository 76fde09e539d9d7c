import type { GetWalletsParameters } from '../api/createWalletDirectoryClient.js'
import { LIMITS } from '../config/constants.js'
import type { WalletEntry } from '../core/wallets/WalletsState.js'
import type { FakeGetWallets } from './withWalletDirectory.js'

/** `count` directory entries: ids wallet-1..N, names 'Wallet 1'..'Wallet N', rdns com.wallet1... */
export function generateWallets(count: number): WalletEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    rdns: `com.wallet${index + 1}`,
    image_id: `image-${index + 1}`,
    chains: ['eip155:1'],
  }))
}

/**
 * An in-memory wallet directory serving GET /getWallets semantics: include, exclude, search by name, pages.
 * Records every query in `calls`. Serve it to a kit with `withWalletDirectory(kit, directory)`.
 */
export function createFakeWalletDirectory(entries: WalletEntry[] = generateWallets(130)) {
  const calls: GetWalletsParameters[] = []
  const fetchWallets: FakeGetWallets = async (parameters) => {
    calls.push(parameters)
    const { include, exclude, search, page, entries: perPage = LIMITS.walletsPerPage } = parameters
    const matching = entries.filter(
      (wallet) =>
        (!include?.length || include.includes(wallet.id)) &&
        !exclude?.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search.toLowerCase())),
    )
    const start = (page - 1) * perPage
    return { data: matching.slice(start, start + perPage), count: matching.length }
  }
  return { entries, calls, fetchWallets }
}
