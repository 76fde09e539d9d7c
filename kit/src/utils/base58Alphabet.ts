/** Bitcoin's base58 alphabet, which Solana uses for addresses and signatures: no 0, O, I or l. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
