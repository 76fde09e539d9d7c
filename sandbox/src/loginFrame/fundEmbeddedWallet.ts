import type { SandboxWorld } from '@walletkit/fixtures'

/** What a new embedded wallet gets on every local chain: 10 ETH. */
const EMBEDDED_WALLET_FUNDS = 10n * 10n ** 18n

/**
 * Funds an embedded wallet on every local chain where it holds nothing yet (anvil_setBalance), so a fresh login can
 * send a transaction at once. Resolves with the chains it funded.
 * @example await fundEmbeddedWallet(world, '0x…') // { funded: [1, 8453] }
 */
export async function fundEmbeddedWallet(
  world: SandboxWorld,
  address: string,
): Promise<{ funded: number[] }> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an address: ${address}`)
  const funded: number[] = []
  for (const chain of world.chains) {
    const balance = await rpc(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])
    if (BigInt(String(balance)) > 0n) continue
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${EMBEDDED_WALLET_FUNDS.toString(16)}`])
    funded.push(chain.chainId)
  }
  return { funded }
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}
