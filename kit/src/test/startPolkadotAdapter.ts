// Drives the Polkadot adapter as the kit would, on Polkadot mainnet and a test chain, in a stubbed window.
import { onTestFinished } from 'vitest'
import type { ChainAdapterEventMap, Connector } from '../chains/ChainAdapter.js'
import { createPolkadotAdapter } from '../chains/polkadot/createPolkadotAdapter.js'
import { createStandaloneContext } from '../chains/port/createStandaloneContext.js'
import type { CaipNetwork } from '../config/caipNetworkSchema.js'
import { createFakePolkadotExtension } from './createFakePolkadotExtension.js'
import { stubBrowserWindow } from './solanaTestWorld.js'

const polkadotNetwork = (id: string, name: string, symbol: string): CaipNetwork => ({
  id,
  caipNetworkId: `polkadot:${id}`,
  chainNamespace: 'polkadot',
  name,
  nativeCurrency: { name, symbol, decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/polkadot'] } },
})

export const polkadotMainnet = polkadotNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'DOT')
export const polkadotWestend = polkadotNetwork('e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', 'WND')

/**
 * Starts a Polkadot adapter in a window whose `injectedWeb3` holds the given extensions, recording its events;
 * destroyed when the test ends.
 * @example const { adapter, events } = startPolkadotAdapter({ 'polkadot-js': fake.wallet })
 */
export function startPolkadotAdapter(injectedWeb3: Record<string, unknown> = {}) {
  stubBrowserWindow({ injectedWeb3 })
  const adapter = createPolkadotAdapter({ appName: 'Test dapp' })
  adapter.attach?.({ ...createStandaloneContext(), networks: [polkadotMainnet, polkadotWestend] })
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  return { adapter, events }
}

/**
 * Connects an adapter to a fake polkadot.js extension on Polkadot mainnet; what happened so far is cleared.
 * @example const { fake, adapter, events } = await connectedPolkadotAdapter()
 */
export async function connectedPolkadotAdapter(options: { withoutSignPayload?: boolean } = {}) {
  const fake = createFakePolkadotExtension(options)
  const { adapter, events } = startPolkadotAdapter({ 'polkadot-js': fake.wallet })
  const connector = adapter.connectors().find((candidate) => candidate.id === 'polkadot-js') as Connector
  const result = await adapter.connect({ connector, network: polkadotMainnet })
  fake.calls.splice(0)
  events.splice(0)
  return { fake, adapter, events, connector, result }
}
