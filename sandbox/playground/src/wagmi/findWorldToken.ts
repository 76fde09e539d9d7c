import type { SandboxToken, SandboxWorld } from '@walletkit/fixtures'

/**
 * The ERC-20 of that symbol the sandbox deployed on chain `chainId`, or undefined when that chain is not one of the
 * world's or has none.
 * @example const usdc = findWorldToken(world, { chainId: 8453, symbol: 'USDC' })
 */
export function findWorldToken(
  world: SandboxWorld,
  { chainId, symbol }: { chainId: number | undefined; symbol: string },
): SandboxToken | undefined {
  return world.chains
    .find((chain) => chain.chainId === chainId)
    ?.tokens.find((token) => token.symbol === symbol)
}
