import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ChainConnector, CreateConnectorSource } from '../ChainAdapterPort.js'
import { createSolanaStandardConnector } from './createSolanaStandardConnector.js'
import {
  isLegacySolanaProvider,
  type LegacySolanaProvider,
  legacySolanaProviderName,
} from './LegacySolanaProvider.js'
import { isSolanaStandardWallet } from './SolanaStandardWallet.js'
import { toInjectedSolanaConnector, toStandardConnector } from './toSolanaConnector.js'
import { wrapLegacySolanaProvider } from './wrapLegacySolanaProvider.js'

/**
 * Finds Solana wallets, as a connector source of the solana adapter: wallets registered with the Wallet Standard
 * (`getWallets()`; a wallet registered later appears, an unregistered one disappears) that can connect, sign and
 * have a `solana:` chain. The first wallet registered under a name keeps its connector id. The legacy injected
 * `window.solana` gets a connector only when no standard wallet is found. Without a window (a server) it finds
 * nothing.
 * @example createNamespaceAdapter({ namespace: 'solana', sources: [createSolanaDiscovery] })
 */
export const createSolanaDiscovery: CreateConnectorSource = ({ portFor, onChange }) => {
  if (typeof window === 'undefined') return { connectors: () => [] }

  // Connectors are made once per wallet and provider, so the store sees stable objects.
  const made = new WeakMap<Wallet, ChainConnector>()
  const injected: { provider?: LegacySolanaProvider; connector?: ChainConnector } = {}
  let current: readonly ChainConnector[] = []

  const standardConnector = (wallet: Wallet) => {
    const found = made.get(wallet)
    if (found || !isSolanaStandardWallet(wallet)) return found
    const data = toStandardConnector(wallet)
    const connector = createSolanaStandardConnector(portFor(data.id), data, wallet)
    made.set(wallet, connector)
    return connector
  }
  const injectedConnector = (provider: LegacySolanaProvider) => {
    if (injected.provider !== provider || !injected.connector) {
      injected.connector?.destroy?.()
      const name = legacySolanaProviderName(provider)
      const data = toInjectedSolanaConnector(name)
      const wallet = wrapLegacySolanaProvider(provider, data.name)
      injected.connector = createSolanaStandardConnector(portFor(data.id), data, wallet)
      injected.provider = provider
    }
    return injected.connector
  }
  const read = (): readonly ChainConnector[] => {
    const list: ChainConnector[] = []
    for (const wallet of wallets.get()) {
      const connector = standardConnector(wallet)
      if (connector && !list.some((kept) => kept.id === connector.id)) list.push(connector)
    }
    // The page may be going away (a wallet unregistering on unload): no window, no legacy provider.
    const legacy = typeof window === 'undefined' ? undefined : (window as { solana?: unknown }).solana
    if (list.length === 0 && isLegacySolanaProvider(legacy)) list.push(injectedConnector(legacy))
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
