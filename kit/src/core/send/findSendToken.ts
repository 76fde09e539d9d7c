import type { AccountTokenBalance } from '../account/AccountState.js'

/**
 * The token the send form names: the one with that CAIP-10 address, or the native token when it names none.
 * @example findSendToken(tokens, kit.store.getState().send.tokenAddress)?.symbol
 */
export function findSendToken(
  tokens: readonly AccountTokenBalance[],
  tokenAddress: string | undefined,
): AccountTokenBalance | undefined {
  return tokens.find((token) => (tokenAddress ? token.address === tokenAddress : !token.address))
}
