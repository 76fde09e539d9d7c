import { ONRAMP_PAY_CHAIN_FALLBACK, ONRAMP_PAY_CHAINS } from '../../config/onrampConstants.js'

export type OnrampPayChain = (typeof ONRAMP_PAY_CHAINS)[number]

/** Network display names as the peer (AppKit) maps them to the onramp's chain names. */
const PAY_CHAIN_BY_NETWORK_NAME: Readonly<Record<string, OnrampPayChain>> = {
  ethereum: 'ethereum',
  'arbitrum one': 'arbitrum',
  polygon: 'polygon',
  berachain: 'berachain',
  avalanche: 'avalanche-c-chain',
  'avalanche c-chain': 'avalanche-c-chain',
  'op mainnet': 'optimism',
  celo: 'celo',
  base: 'base',
}

/**
 * The onramp chain to pay on for a network name; chains outside the pay list fall back to ethereum (spec 9).
 * Accepts a network display name ('OP Mainnet') or a pay-chain name ('optimism'), in any letter case.
 * @example getOnrampPayChain('Arbitrum One') // 'arbitrum'
 */
export function getOnrampPayChain(name: string | undefined): OnrampPayChain {
  const key = (name ?? '').trim().toLowerCase()
  const payChain = ONRAMP_PAY_CHAINS.find((chain) => chain === key)
  return payChain ?? PAY_CHAIN_BY_NETWORK_NAME[key] ?? ONRAMP_PAY_CHAIN_FALLBACK
}
