import { fixtureSwapRouterArtifact, NATIVE_TOKEN_ADDRESS, type SandboxChain } from '@walletkit/fixtures'
import { createPublicClient, getAddress, http } from 'viem'

/**
 * What the chain's swap router pays for `amount` base units of `from`, in base units of `to` (its own `quote`); a
 * token is named by its symbol, the chain's native coin by its native symbol.
 * @example const out = await readRouterQuote(chain, { from: 'USDC', to: 'WKT', amount: 100_000_000n })
 */
export async function readRouterQuote(
  chain: SandboxChain,
  { from, to, amount }: { from: string; to: string; amount: bigint },
): Promise<bigint> {
  if (!chain.swapRouter) throw new Error(`${chain.name} has no swap router`)
  const address = (symbol: string): `0x${string}` => {
    if (symbol === chain.nativeSymbol) return getAddress(NATIVE_TOKEN_ADDRESS)
    const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
    if (!token) throw new Error(`${chain.name} has no ${symbol}`)
    return token.address
  }
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  return client.readContract({
    address: chain.swapRouter,
    abi: fixtureSwapRouterArtifact.abi,
    functionName: 'quote',
    args: [address(from), address(to), amount],
  })
}
