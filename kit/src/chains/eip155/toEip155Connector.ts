import type { Connector } from '../ChainAdapter.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/** The id of the legacy injected provider's connector (`window.ethereum`), as the core's hiding rule knows it. */
const INJECTED_CONNECTOR_ID = 'injected'

/** What an EIP-6963 announcement carries. */
export type AnnouncedWallet = {
  /** As the wallet sent it: a wallet may leave out its icon. */
  info: { uuid: string; name: string; icon?: string | undefined; rdns: string }
  provider: Eip1193Provider
}

/** Icons reach the DOM, so only data images and https URLs pass (STYLE.md "Edges"). */
const safeImageUrl = (url: unknown) =>
  typeof url === 'string' && /^(data:image\/|https:\/\/)/i.test(url) ? url : undefined

/**
 * The connector data of an announced wallet: its rdns is its id (stable across reloads, unlike the uuid), its icon
 * the image, and it is installed by definition.
 * @example toAnnouncedConnector(detail) // { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', ... }
 */
export function toAnnouncedConnector({ info }: AnnouncedWallet): Connector {
  const imageUrl = safeImageUrl(info.icon)
  return {
    id: info.rdns || info.uuid,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(imageUrl ? { imageUrl } : {}),
    info: { rdns: info.rdns, name: info.name, ...(imageUrl ? { icon: imageUrl } : {}) },
    installed: true,
  }
}

/**
 * The connector data of the legacy injected provider, "Browser Wallet" (spec 5 hides it on desktop).
 * @example toInjectedConnector()
 */
export function toInjectedConnector(): Connector {
  return {
    id: INJECTED_CONNECTOR_ID,
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
  }
}
