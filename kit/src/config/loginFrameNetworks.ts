// The login frame's networks (spec 9), apart from constants.ts: constants.ts is loaded at start-up with every
// export any chunk uses, and only the embedded wallet reads this list.

/**
 * Networks the login frame serves: 24 eip155 (mainnet and testnet) and 3 solana (spec 9).
 * The spec gives the counts, not the list; these are the common networks of each kind.
 */
export const LOGIN_FRAME_NETWORKS = [
  'eip155:1',
  'eip155:11155111',
  'eip155:10',
  'eip155:11155420',
  'eip155:42161',
  'eip155:421614',
  'eip155:137',
  'eip155:80002',
  'eip155:8453',
  'eip155:84532',
  'eip155:56',
  'eip155:97',
  'eip155:43114',
  'eip155:43113',
  'eip155:324',
  'eip155:300',
  'eip155:100',
  'eip155:10200',
  'eip155:42220',
  'eip155:44787',
  'eip155:59144',
  'eip155:59141',
  'eip155:7777777',
  'eip155:999999999',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const
