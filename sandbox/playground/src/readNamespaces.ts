import type { Namespace } from 'walletkit'

const KNOWN: readonly Namespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * The namespaces the playground's host kit configures networks of: those the URL names (`?namespaces=eip155,solana`),
 * or else the world's default (`world.namespaces`), or else all four. Unknown names are left out; eip155 is always
 * there, and first.
 * @example readNamespaces('http://127.0.0.1:5173/?namespaces=solana') // ['eip155', 'solana']
 */
export function readNamespaces(href: string, fallback: readonly string[] = KNOWN): Namespace[] {
  const param = new URL(href).searchParams.get('namespaces')
  const asked = param === null ? fallback : param.split(',').map((name) => name.trim())
  return KNOWN.filter((namespace) => namespace === 'eip155' || asked.includes(namespace))
}
