import type { Connector } from '../ChainAdapter.js'
import type { BitcoinStandardWallet } from './BitcoinStandardWallet.js'

/** Icons reach the DOM, so only data images and https URLs pass (STYLE.md "Edges"). */
const safeImageUrl = (url: unknown) =>
  typeof url === 'string' && /^(data:image\/|https:\/\/)/i.test(url) ? url : undefined

/**
 * The connector data of a Bitcoin Wallet Standard wallet: an id from its name (stable across reloads, the Standard
 * giving no other), its name, its icon as image, installed by definition (it registered itself in this page).
 * @example toBitcoinConnector(wallet) // { id: 'xverse', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122', ... }
 */
export function toBitcoinConnector(wallet: Pick<BitcoinStandardWallet, 'name' | 'icon'>): Connector {
  const imageUrl = safeImageUrl(wallet.icon)
  const id =
    wallet.name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'bitcoin-wallet'
  return {
    id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(imageUrl ? { imageUrl } : {}),
    info: { name: wallet.name, ...(imageUrl ? { icon: imageUrl } : {}) },
    installed: true,
  }
}
