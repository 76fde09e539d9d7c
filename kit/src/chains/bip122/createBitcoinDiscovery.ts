import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ChainConnector, CreateConnectorSource } from '../ChainAdapterPort.js'
import { isBitcoinStandardWallet } from './BitcoinStandardWallet.js'
import { createBitcoinStandardConnector } from './createBitcoinStandardConnector.js'
import { toBitcoinConnector } from './toBitcoinConnector.js'

/**
 * Finds Bitcoin wallets, as a connector source of the bip122 adapter: wallets registered with the Wallet Standard
 * (`getWallets()`; a wallet registered later appears, an unregistered one disappears) that have `bitcoin:connect`.
 * The first wallet registered under a name keeps its connector id. Without a window (a server) it finds nothing.
 * @example createNamespaceAdapter({ namespace: 'bip122', sources: [createBitcoinDiscovery] })
 */
export const createBitcoinDiscovery: CreateConnectorSource = ({ portFor, onChange }) => {
  if (typeof window === 'undefined') return { connectors: () => [] }

  // Connectors are made once per wallet, so the store sees stable objects.
  const made = new WeakMap<Wallet, ChainConnector>()
  let current: readonly ChainConnector[] = []

  const connectorOf = (wallet: Wallet) => {
    const found = made.get(wallet)
    if (found || !isBitcoinStandardWallet(wallet)) return found
    const data = toBitcoinConnector(wallet)
    const connector = createBitcoinStandardConnector(portFor(data.id), data, wallet)
    made.set(wallet, connector)
    return connector
  }
  const read = (): readonly ChainConnector[] => {
    const list: ChainConnector[] = []
    for (const wallet of wallets.get()) {
      const connector = connectorOf(wallet)
      if (connector && !list.some((kept) => kept.id === connector.id)) list.push(connector)
    }
    const same =
      list.length === current.length && list.every((connector, index) => connector === current[index])
    if (!same) {
      for (const gone of current.filter((connector) => !list.includes(connector))) gone.destroy?.()
      current = list
    }
    return current
  }
  const refresh = () => {
    const before = current
    if (read() !== before) onChange()
  }

  const wallets = getWallets()
  const stops = [wallets.on('register', refresh), wallets.on('unregister', refresh)]
  read()

  return {
    connectors: read,
    destroy() {
      for (const stop of stops) stop()
      for (const connector of current) connector.destroy?.()
    },
  }
}
