// Drives the Solana adapter as the kit would, on the test Solana networks (mainnet, devnet, a local one).
import { onTestFinished } from 'vitest'
import type { ChainAdapterEventMap, Connector } from '../chains/ChainAdapter.js'
import { createStandaloneContext } from '../chains/port/createStandaloneContext.js'
import type { RpcSettings } from '../chains/port/RpcSettings.js'
import { createSolanaAdapter } from '../chains/solana/createSolanaAdapter.js'
import { createFakeSolanaWallet } from './createFakeSolanaWallet.js'
import { solanaDevnet, solanaLocal, solanaMainnet, stubBrowserWindow } from './solanaTestWorld.js'

/**
 * Starts a Solana adapter (in a stubbed window unless there is one), recording its events; destroyed when the test
 * ends.
 * @example const { adapter, events } = startSolanaAdapter()
 */
export function startSolanaAdapter(rpc?: RpcSettings) {
  if (typeof window === 'undefined') stubBrowserWindow()
  const adapter = createSolanaAdapter()
  adapter.attach?.({
    ...createStandaloneContext(),
    networks: [solanaMainnet, solanaDevnet, solanaLocal],
    rpc,
  })
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  return { adapter, events }
}

/**
 * The discovered connector with an id (the fake wallet's by default).
 * @example connectorNamed(adapter.connectors())
 */
export function connectorNamed(connectors: readonly Connector[], id = 'sandbox-solana'): Connector {
  const connector = connectors.find((candidate) => candidate.id === id)
  if (!connector) throw new Error(`${id} was not discovered`)
  return connector
}

/**
 * Registers a fake wallet and connects an adapter to it on Solana mainnet; what happened so far is cleared.
 * @example const { fake, adapter, events } = await connectedSolanaAdapter()
 */
export async function connectedSolanaAdapter() {
  const fake = createFakeSolanaWallet()
  fake.register()
  const { adapter, events } = startSolanaAdapter()
  const connector = connectorNamed(adapter.connectors())
  const result = await adapter.connect({ connector, network: solanaMainnet })
  fake.calls.splice(0)
  events.splice(0)
  return { fake, adapter, events, connector, result }
}
