// @vitest-environment jsdom

import { verifyMessage } from 'viem'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect, disconnect, getConnection, reconnect, signMessage, switchChain } from 'wagmi/actions'
import type { Connector } from '../chains/ChainAdapter.js'
import { connectExternal } from '../core/connection/connectExternal.js'
import { disconnect as disconnectKit } from '../core/connection/disconnect.js'
import { reconnect as reconnectKit } from '../core/connection/reconnect.js'
import { closeModal } from '../core/modal/closeModal.js'
import { switchNetwork } from '../core/network/switchNetwork.js'
import type { WalletKit } from '../core/WalletKit.js'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import {
  alice,
  announceWallet,
  createEip155TestKit,
  toCaipNetwork,
  walletChains,
} from '../test/eip155TestWorld.js'
import { createWagmiConfig } from './createWagmiConfig.js'

const base = toCaipNetwork(walletChains.base)

/** The sandbox wallet's connector as the kit discovered it. */
function sandboxConnector(kit: WalletKit): Connector {
  const connector = kit.store
    .getState()
    .connectors.connectors.find((candidate) => candidate.id === 'io.walletkit.sandbox')
  if (!connector) throw new Error('the sandbox wallet was not discovered')
  return connector
}

/** A kit on Ethereum and Base beside an approving sandbox wallet, and the wagmi config made from it. */
function kitWithWagmi() {
  const wallet = announceWallet({ mode: 'approve' })
  const { kit, adapter } = createEip155TestKit()
  const config = createWagmiConfig(kit, { storage: null })
  const [connector] = config.connectors
  if (!connector) throw new Error('the config has no connector')
  const disconnects = vi.spyOn(adapter, 'disconnect')
  onTestFinished(() => disconnects.mockRestore())
  return { wallet, kit, adapter, config, connector, disconnects }
}

const eip155Account = (kit: WalletKit) => kit.store.getState().accounts.eip155

describe('walletKitConnector', () => {
  it("connects wagmi with the kit's account and chain when the visitor connects in the kit's modal", async () => {
    const { kit, config } = kitWithWagmi()
    expect(getConnection(config).status).toBe('disconnected')
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() =>
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: alice, chainId: 1 }),
    )
    expect(getConnection(config).connector?.name).toBe('WalletKit')
  })

  it("opens the kit's modal for wagmi's connect and resolves once a wallet connects there", async () => {
    const { kit, config, connector } = kitWithWagmi()
    const connecting = connect(config, { connector })
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router.view).toBe('Connect')
    expect(getConnection(config).status).toBe('connecting')
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    expect(await connecting).toEqual({ accounts: [alice], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: alice })
  })

  it("switches to the chain wagmi's connect asks for once the visitor has connected", async () => {
    const { kit, config, connector } = kitWithWagmi()
    const connecting = connect(config, { connector, chainId: 8453 })
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    expect(await connecting).toEqual({ accounts: [alice], chainId: 8453 })
    expect(eip155Account(kit)?.caipAddress).toBe(`eip155:8453:${alice}`)
    expect(getConnection(config).chainId).toBe(8453)
  })

  it("rejects wagmi's connect when the visitor closes the modal without connecting", async () => {
    const { kit, config, connector } = kitWithWagmi()
    const connecting = connect(config, { connector })
    closeModal(kit)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('connects wagmi at once, without the modal, to a kit connected before the config was made', async () => {
    announceWallet({ mode: 'approve' })
    const { kit } = createEip155TestKit()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    const config = createWagmiConfig(kit, { storage: null })
    await vi.waitFor(() =>
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: alice }),
    )
    const [connector] = config.connectors
    expect(await connector?.isAuthorized()).toBe(true)
    // The active account first, then the wallet's others.
    expect((await connector?.connect())?.accounts[0]).toBe(alice)
    expect(await reconnect(config)).toMatchObject([{ chainId: 1, connector: { name: 'WalletKit' } }])
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it("waits for the kit to restore its connection after a reload before wagmi's reconnect decides", async () => {
    const wallet = announceWallet({ mode: 'approve' })
    const first = createEip155TestKit()
    await connectExternal(first.kit, { connector: sandboxConnector(first.kit) })
    first.kit.destroy()
    wallet.setMode('manual')
    const { kit } = createEip155TestKit({ storage: first.kit.storage })
    const config = createWagmiConfig(kit, { storage: null })
    const restoring = reconnectKit(kit)
    expect(eip155Account(kit)?.status).toBe('reconnecting')
    const connections = await reconnect(config)
    expect(await restoring).toEqual(['eip155'])
    expect(connections).toMatchObject([{ chainId: 1 }])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: alice })
  })

  it("signs through the kit's provider: wagmi's signMessage reaches the connected wallet", async () => {
    const { kit, adapter, config, connector } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    expect(await connector.getProvider()).toBe(adapter.getProvider())
    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address: alice, message: 'hello wagmi', signature })).toBe(true)
  })

  it("switches the kit's network (and the wallet's chain) for wagmi's switchChain", async () => {
    const { kit, config } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    expect(await switchChain(config, { chainId: 8453 })).toMatchObject({ id: 8453, name: 'Base' })
    expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(eip155Account(kit)?.caipAddress).toBe(`eip155:8453:${alice}`)
    expect(getConnection(config).chainId).toBe(8453)
  })

  it("follows a network the visitor switches in the kit's modal", async () => {
    const { kit, config } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    await switchNetwork(kit, { network: base })
    await vi.waitFor(() => expect(getConnection(config)).toMatchObject({ chainId: 8453, address: alice }))
  })

  it("refuses a chain that is not one of the kit's networks, leaving the network as it was", async () => {
    const { kit, config } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    const switching = switchChain(config, { chainId: 137 })
    await expect(switching).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(switching).rejects.toMatchObject({ details: "Chain 137 is not one of WalletKit's networks" })
    expect(getConnection(config).chainId).toBe(1)
    expect(eip155Account(kit)?.caipAddress).toBe(`eip155:1:${alice}`)
  })

  it("ends the kit's eip155 session, once, for wagmi's disconnect", async () => {
    const { kit, config, disconnects } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    await disconnect(config)
    expect(eip155Account(kit)?.caipAddress).toBeUndefined()
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
    expect(disconnects).toHaveBeenCalledTimes(1)
  })

  it('disconnects wagmi when the visitor disconnects in the kit', async () => {
    const { kit, config, disconnects } = kitWithWagmi()
    await connectExternal(kit, { connector: sandboxConnector(kit) })
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    await disconnectKit(kit)
    expect(getConnection(config)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(disconnects).toHaveBeenCalledTimes(1)
  })
})
