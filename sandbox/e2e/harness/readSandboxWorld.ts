import type { SandboxWorld } from '@walletkit/fixtures'
import { HarnessError } from './HarnessError.js'

/**
 * The world of the running sandbox (chains with their RPC URLs, accounts, service URLs), read from node.
 * @example const world = await readSandboxWorld(sandboxUrl())
 */
export async function readSandboxWorld(sandboxUrl: string): Promise<SandboxWorld> {
  const response = await fetch(new URL('/__sandbox/config.json', sandboxUrl))
  if (!response.ok) throw new HarnessError(`/__sandbox/config.json answered ${response.status}`)
  return (await response.json()) as SandboxWorld
}
