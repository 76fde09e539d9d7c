import type { WalletKit } from '../WalletKit.js'
import type { WalletExclusion } from './isWalletExcluded.js'

/**
 * The kit's exclusions: each `excludeWalletIds` entry as a directory id, an rdns or a name (the options allow
 * all three), plus the fetched directory entries of those ids, which add their rdns and name (spec 5).
 * @example isWalletExcluded(wallet, getWalletExclusions(kit))
 */
export function getWalletExclusions(kit: Pick<WalletKit, 'options' | 'store'>): WalletExclusion[] {
  const fromOptions = kit.options.excludeWalletIds.map((entry) => ({ id: entry, rdns: entry, name: entry }))
  const fromDirectory = kit.store
    .getState()
    .wallets.excluded.map(({ id, rdns, name }) => ({ id, rdns, name }))
  return [...fromOptions, ...fromDirectory]
}
