import { HarnessError } from './HarnessError.js'

async function control(sandboxUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, sandboxUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new HarnessError(`${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/**
 * The sandbox's fault controls, called from node as a test would: the WalletConnect relay taken down and brought
 * back, a chain's anvil restarted from scratch.
 * @example await sandboxFaults(sandboxUrl()).dropRelay(); ...; await sandboxFaults(url).restoreRelay()
 */
export function sandboxFaults(sandboxUrl: string) {
  return {
    dropRelay: () => control(sandboxUrl, '/__sandbox/relay', { action: 'drop' }),
    restoreRelay: () => control(sandboxUrl, '/__sandbox/relay', { action: 'restore' }),
    restartChain: (chainId: number) => control(sandboxUrl, '/__sandbox/chain/restart', { chainId }),
  }
}
