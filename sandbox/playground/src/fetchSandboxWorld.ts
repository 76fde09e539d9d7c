import type { SandboxWorld } from '@walletkit/fixtures'
import { PlaygroundError } from './PlaygroundError.js'

/**
 * The local world the sandbox started (chains, accounts, service URLs), from the dev server.
 * @example const world = await fetchSandboxWorld()
 */
export async function fetchSandboxWorld(): Promise<SandboxWorld> {
  const response = await fetch('/__sandbox/config.json', { cache: 'no-store' })
  if (!response.ok) throw new PlaygroundError(`/__sandbox/config.json answered ${response.status}`)
  return (await response.json()) as SandboxWorld
}
