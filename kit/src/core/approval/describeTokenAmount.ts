import type { DescribeScope } from './DescribeScope.js'
import { describeAmount } from './describeAmount.js'
import type { KnownToken, TokenAmountDescription } from './RequestDescription.js'

/**
 * A token amount: in the token's units when the context knows the token on this chain (the account's balances),
 * else only the raw integer in base units (decimals are never guessed).
 * @example describeTokenAmount(scope, '0xA0b8…eB48', 1_000_000n).amount.formatted // '1' when USDC is known
 */
export function describeTokenAmount(
  scope: DescribeScope,
  token: string,
  raw: bigint,
): TokenAmountDescription {
  const known = scope.context.tokens.find((candidate) => isSameToken(candidate, token, scope))
  return { token, amount: describeAmount(raw, known) }
}

function isSameToken(candidate: KnownToken, token: string, scope: DescribeScope): boolean {
  const address = candidate.address.split(':').at(-1)?.toLowerCase()
  if (address !== token.toLowerCase()) return false
  const tokenChain = candidate.caipNetworkId ?? caipNetworkIdOf(candidate.address)
  return !tokenChain || !scope.chain || tokenChain === scope.chain.caipNetworkId
}

/** The CAIP-2 part of a CAIP-10 address (`eip155:1:0x…`), if it is one. */
function caipNetworkIdOf(address: string): string | undefined {
  const parts = address.split(':')
  return parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
}
