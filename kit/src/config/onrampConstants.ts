// The onramp's constants, in a module of their own so that only the lazily loaded Buy view and Activity carry them
// (config/constants.ts is on the kit's start-up path).

/** Onramp payment-method limits used when the provider gives none (spec 5). */
export const ONRAMP_LIMIT_FALLBACKS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const

/** Chains the onramp can pay on; unknown ones fall back to ethereum (spec 9). */
export const ONRAMP_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
export const ONRAMP_PAY_CHAIN_FALLBACK = 'ethereum'
