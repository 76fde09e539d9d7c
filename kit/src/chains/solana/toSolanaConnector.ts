import type { Connector } from '../ChainAdapter.js'
import type { SolanaStandardWallet } from './SolanaStandardWallet.js'

/** The id of a legacy `window.solana` provider that does not say which wallet it is (spec 5 hides it on desktop). */
const INJECTED_CONNECTOR_ID = 'injected'

/** Icons reach the DOM, so only data images and https URLs pass (STYLE.md "Edges"). */
const safeImageUrl = (url: unknown) =>
  typeof url === 'string' && /^(data:image\/|https:\/\/)/i.test(url) ? url : undefined

/**
 * A connector id from a wallet's name: stable across reloads (the Wallet Standard gives no other), so a stored
 * connection can be restored.
 * @example toSolanaConnectorId('Backpack Wallet') // 'backpack-wallet'
 */
export function toSolanaConnectorId(name: string): string {
  const id = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return id || 'solana-wallet'
}

/**
 * The connector data of a Wallet Standard wallet: its name as id and name, its icon as image, installed by
 * definition (it registered itself in this page).
 * @example toStandardConnector(wallet) // { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', ... }
 */
export function toStandardConnector(wallet: Pick<SolanaStandardWallet, 'name' | 'icon'>): Connector {
  const imageUrl = safeImageUrl(wallet.icon)
  return {
    id: toSolanaConnectorId(wallet.name),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(imageUrl ? { imageUrl } : {}),
    info: { name: wallet.name, ...(imageUrl ? { icon: imageUrl } : {}) },
    installed: true,
  }
}

/**
 * The connector data of a legacy injected `window.solana`: named after the wallet when it says which it is
 * (`isPhantom`, ...), else the generic "Browser Wallet".
 * @example toInjectedSolanaConnector('Phantom') // { id: 'phantom', name: 'Phantom', type: 'INJECTED', ... }
 */
export function toInjectedSolanaConnector(name: string | undefined): Connector {
  return {
    id: name ? toSolanaConnectorId(name) : INJECTED_CONNECTOR_ID,
    name: name ?? 'Browser Wallet',
    type: 'INJECTED',
    chain: 'solana',
    installed: true,
  }
}
