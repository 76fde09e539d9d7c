import type { Namespace } from '../../config/index.js'

const NAMESPACE_NAMES: Record<Namespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/**
 * A namespace in words, as the namespace chooser, Account's switch and the filtered Connect show it.
 * @example getNamespaceName('eip155') // 'Ethereum'
 */
export function getNamespaceName(namespace: Namespace): string {
  return NAMESPACE_NAMES[namespace]
}
