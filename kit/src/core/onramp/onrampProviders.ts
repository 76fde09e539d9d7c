import type { Namespace } from '../../config/index.js'

/** A service the visitor can buy through, its fee range in percent and the namespaces it delivers to. */
export type OnrampProvider = {
  /** Also the history endpoint's `onramp` value that selects this provider's purchases (spec 7). */
  id: 'coinbase' | 'meld'
  name: string
  feeRange: { min: number; max: number }
  namespaces: readonly Namespace[]
}

/**
 * The two onramp providers of spec 9: fees 1–2 %, one for eip155 only, the other also for solana
 * (the peer, AppKit, offers Coinbase and Meld this way).
 * @example ONRAMP_PROVIDERS.map((provider) => provider.name) // ['Coinbase', 'Meld']
 */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: { min: 1, max: 2 }, namespaces: ['eip155'] },
  { id: 'meld', name: 'Meld', feeRange: { min: 1, max: 2 }, namespaces: ['eip155', 'solana'] },
]
