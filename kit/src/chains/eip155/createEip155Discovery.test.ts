// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { announceWallet } from '../../test/eip155TestWorld.js'
import { createEmitter } from '../../utils/createEmitter.js'
import type { ChainAdapterEventMap, Connector } from '../ChainAdapter.js'
import { createConnectorPort } from '../port/createConnectorPort.js'
import { createLogger } from '../port/createLogger.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import { createEip155Discovery } from './createEip155Discovery.js'

/** Starts discovery, recording every list it reports; stopped when the test ends. */
function discover() {
  const changes: (readonly Connector[])[] = []
  const output = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const context = { ...createStandaloneContext(), logger: createLogger({ level: 'warn', console: output }) }
  const port = createConnectorPort({
    namespace: 'eip155',
    context: () => context,
    emitter: createEmitter<ChainAdapterEventMap>(),
    isActive: () => true,
  })
  const discovery = createEip155Discovery({
    portFor: () => port,
    onChange: () => changes.push(discovery.connectors()),
  })
  onTestFinished(() => discovery.destroy?.())
  return { discovery, changes, warnings: output.warn.mock.calls }
}

const ids = (connectors: readonly Connector[]) => connectors.map((connector) => connector.id)

describe('createEip155Discovery', () => {
  it('finds a wallet announced before it started, as an installed ANNOUNCED connector', () => {
    const wallet = announceWallet()
    const { discovery, changes } = discover()
    expect(discovery.connectors()).toMatchObject([
      {
        id: 'io.walletkit.sandbox',
        name: 'Sandbox Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: wallet.info.icon,
        info: { rdns: 'io.walletkit.sandbox', name: 'Sandbox Wallet', icon: wallet.info.icon },
        installed: true,
      },
    ])
    expect(changes).toEqual([])
  })

  it('reports a wallet announced after it started', () => {
    const { discovery, changes } = discover()
    expect(discovery.connectors()).toEqual([])
    announceWallet()
    expect(changes.map(ids)).toEqual([['io.walletkit.sandbox']])
  })

  it('keeps the first wallet of an rdns and flags a later announcement under the same rdns as an impostor', () => {
    const genuine = announceWallet()
    const { discovery, changes, warnings } = discover()
    const [first] = discovery.connectors()
    const impostor = announceWallet({ info: { name: 'Sandbox Wallet', icon: 'data:image/svg+xml,<svg/>' } })
    expect(impostor.info.rdns).toBe(genuine.info.rdns)
    expect(discovery.connectors()).toEqual([first])
    expect(changes).toEqual([])
    expect(warnings.map(([message]) => String(message))).toEqual([
      expect.stringContaining('io.walletkit.sandbox'),
    ])
  })

  it('leaves out an icon that is neither a data image nor https', () => {
    announceWallet({ info: { icon: 'javascript:alert(1)' } })
    const [connector] = discover().discovery.connectors()
    expect(connector?.imageUrl).toBeUndefined()
    expect(connector?.info).toEqual({ rdns: 'io.walletkit.sandbox', name: 'Sandbox Wallet' })
  })

  it('lists a wallet announced without an icon, without an image', () => {
    announceWallet({ info: { icon: undefined } })
    const [connector] = discover().discovery.connectors()
    expect(connector).toMatchObject({ id: 'io.walletkit.sandbox', name: 'Sandbox Wallet', installed: true })
    expect(connector?.imageUrl).toBeUndefined()
  })

  it('offers window.ethereum as the generic "Browser Wallet", also when it appears late', () => {
    const wallet = announceWallet({ announce: false })
    const { discovery, changes } = discover()
    wallet.exposeAsWindowEthereum()
    expect(changes.map(ids)).toEqual([['injected']])
    expect(discovery.connectors()).toMatchObject([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
      },
    ])
  })

  it('leaves out window.ethereum when it is an announced wallet already', () => {
    const wallet = announceWallet()
    wallet.exposeAsWindowEthereum()
    expect(ids(discover().discovery.connectors())).toEqual(['io.walletkit.sandbox'])
  })

  it('stops listening once destroyed', () => {
    const { discovery, changes } = discover()
    discovery.destroy?.()
    announceWallet()
    expect(changes).toEqual([])
  })
})
