import type { Connector } from '../ChainAdapter.js'

/** The names of the well-known extensions by their `injectedWeb3` key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
}

/**
 * The connector data of an injected Polkadot extension: its `injectedWeb3` key as id; as name the host's own name for
 * that key, else a well-known extension's name (polkadot-js is "Polkadot{.js}", talisman "Talisman", subwallet-js
 * "SubWallet"), else the key; installed by definition (it injected itself into this page).
 * @example toPolkadotConnector('talisman') // { id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot', installed: true }
 */
export function toPolkadotConnector(key: string, names: Readonly<Record<string, string>> = {}): Connector {
  const name = (Object.hasOwn(names, key) ? names[key] : undefined) ?? KNOWN_NAMES[key] ?? key
  return { id: key, name, type: 'INJECTED', chain: 'polkadot', info: { name }, installed: true }
}
