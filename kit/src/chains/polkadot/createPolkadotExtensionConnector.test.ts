import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  createFakePolkadotExtension,
  polkadotAlice,
  polkadotBob,
} from '../../test/createFakePolkadotExtension.js'
import { stubBrowserWindow } from '../../test/solanaTestWorld.js'
import { polkadotMainnet, polkadotWestend } from '../../test/startPolkadotAdapter.js'
import type { Connector } from '../ChainAdapter.js'
import type { ChainAdapterContext } from '../ChainAdapterPort.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import { createPolkadotAdapter } from './createPolkadotAdapter.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A page with the extension injected: each load ends the page before and shares its browser storage. */
function createBrowser() {
  const fake = createFakePolkadotExtension()
  const context: ChainAdapterContext = {
    ...createStandaloneContext(),
    networks: [polkadotMainnet, polkadotWestend],
  }
  const pages: (() => void)[] = []
  const load = () => {
    for (const destroy of pages.splice(0)) destroy()
    stubBrowserWindow({ injectedWeb3: { 'polkadot-js': fake.wallet } })
    const adapter = createPolkadotAdapter({ appName: 'Test dapp' })
    adapter.attach?.(context)
    onTestFinished(() => adapter.destroy?.())
    pages.push(() => adapter.destroy?.())
    const connector = adapter.connectors().find((candidate) => candidate.id === 'polkadot-js') as Connector
    return { adapter, connector }
  }
  return { fake, load }
}

describe('createPolkadotExtensionConnector reconnect', () => {
  it("re-enables the extension after a reload (silent for an authorized page) and restores the extension's accounts", async () => {
    const { fake, load } = createBrowser()
    const first = load()
    await first.adapter.connect({ connector: first.connector, network: polkadotMainnet })
    fake.calls.splice(0)
    const { adapter, connector } = load()
    const result = await adapter.reconnect?.({ connector, network: polkadotMainnet })
    expect(fake.calls).toEqual([{ method: 'enable', params: 'Test dapp' }])
    expect(result).toEqual({
      address: polkadotAlice,
      chainId: polkadotMainnet.id,
      accounts: [polkadotAlice, polkadotBob],
    })
    expect(adapter.getProvider()).toBeDefined()
  })

  it('restores the account last active first while the extension still shares it, though it lists it later', async () => {
    const { fake, load } = createBrowser()
    fake.setAccounts([
      { address: polkadotBob, name: 'Bob' },
      { address: polkadotAlice, name: 'Alice' },
    ])
    const first = load()
    expect(
      (await first.adapter.connect({ connector: first.connector, network: polkadotMainnet })).address,
    ).toBe(polkadotBob)
    fake.setAccounts([
      { address: polkadotAlice, name: 'Alice' },
      { address: polkadotBob, name: 'Bob' },
    ])
    // The subscription saw Alice first: she is the active account now.
    const second = load()
    fake.setAccounts([
      { address: polkadotBob, name: 'Bob' },
      { address: polkadotAlice, name: 'Alice' },
    ])
    const result = await second.adapter.reconnect?.({ connector: second.connector, network: polkadotMainnet })
    expect(result?.address).toBe(polkadotAlice)
    expect(result?.accounts).toEqual([polkadotAlice, polkadotBob])
  })

  it('restores nothing when the extension shares no account or refuses', async () => {
    const { fake, load } = createBrowser()
    const first = load()
    await first.adapter.connect({ connector: first.connector, network: polkadotMainnet })
    fake.setMode('reject')
    const second = load()
    expect(await second.adapter.reconnect?.({ connector: second.connector })).toBeUndefined()
    fake.setMode('approve')
    fake.setAccounts([])
    const third = load()
    expect(await third.adapter.reconnect?.({ connector: third.connector })).toBeUndefined()
    expect(third.adapter.getProvider()).toBeUndefined()
  })
})
