import type { Namespace } from 'walletkit'

const KNOWN: readonly Namespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * The namespaces the playground's host kit configures networks of (`?namespaces=eip155,solana`): eip155 alone
 * unless the URL says otherwise. Unknown names are left out; eip155 is always first.
 * @example readNamespaces('http://127.0.0.1:5173/?namespaces=solana') // ['eip155', 'solana']
 */
export function readNamespaces(href: string): Namespace[] {
  const asked = (new URL(href).searchParams.get('namespaces') ?? '').split(',').map((name) => name.trim())
  return KNOWN.filter((namespace) => namespace === 'eip155' || asked.includes(namespace))
}
