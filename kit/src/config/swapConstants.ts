// The swap's own constants (spec 9), apart from constants.ts so that none of them is in the kit's start-up code:
// constants.ts is loaded at start-up with every export any chunk uses.

/** The eip155 chain ids whose networks offer swaps (spec 9). */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** The address the blockchain API gives an EVM chain's native token in CAIP-10 addresses (`eip155:1:0xeeee…eeee`). */
export const EVM_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A quote older than this (ms) is asked for again before the swap is sent; a worse one is shown first. */
export const SWAP_QUOTE_MAX_AGE = 30_000

/** Gas a swap typically uses: the network fee shown before the convert service has built the transaction. */
export const SWAP_GAS_ESTIMATE = 200_000n

/** How many times (one second apart, spec 9 retry interval) a transaction's receipt is asked for before giving up. */
export const SWAP_RECEIPT_MAX_POLLS = 180

/** Swap slippage tolerance, in percent (spec 9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
