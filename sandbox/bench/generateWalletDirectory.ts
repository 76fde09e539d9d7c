import { createHash } from 'node:crypto'
import type { WalletEntryFixture } from '@walletkit/fixtures'

/**
 * A directory of `size` wallets for the load soak: the given wallets first, then generated ones ("Soak Wallet 624",
 * ...), every one supporting eip155:1 so the kit's default network lists them all. Ids and image ids are hashes of
 * the position: the same size gives the same directory on every run.
 * @example generateWalletDirectory(walletDirectory, 10_000).at(-1)?.name // 'Soak Wallet 10000'
 */
export function generateWalletDirectory(
  wallets: readonly WalletEntryFixture[],
  size: number,
): WalletEntryFixture[] {
  const base = wallets
    .slice(0, size)
    .map((wallet) =>
      wallet.chains.includes('eip155:1') ? wallet : { ...wallet, chains: ['eip155:1', ...wallet.chains] },
    )
  const generated = Array.from({ length: Math.max(0, size - base.length) }, (_, index) => {
    const position = base.length + index + 1
    const hash = createHash('sha256').update(`walletkit soak wallet ${position}`).digest('hex')
    return {
      id: hash,
      name: `Soak Wallet ${position}`,
      rdns: null,
      image_id: `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`,
      homepage: null,
      mobile_link: `soakwallet${position}://`,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      badge_type: null,
      chains: ['eip155:1'],
    }
  })
  return [...base, ...generated]
}
