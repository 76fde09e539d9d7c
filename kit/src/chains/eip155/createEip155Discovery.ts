import { createStore } from 'mipd'
import type { Connector } from '../ChainAdapter.js'
import { isEip1193Provider } from './Eip1193Provider.js'
import { type AnnouncedWallet, toAnnouncedConnector, toInjectedConnector } from './toEip155Connector.js'

/** The browser wallets found so far. */
export type Eip155Discovery = {
  connectors(): readonly Connector[]
  destroy(): void
}

/**
 * Starts finding browser wallets: EIP-6963 announcements (through mipd, which asks wallets to announce again) and the
 * legacy `window.ethereum`, which may appear late (`ethereum#initialized`). A wallet announced twice under one rdns
 * (a new uuid after the wallet reloaded) keeps one connector, the newest. `window.ethereum` gets the generic
 * connector only when no announced wallet is that same provider. Without a window (a server) it finds nothing.
 * @example const discovery = createEip155Discovery({ onChange: (connectors) => setConnectors(kit, connectors) })
 */
export function createEip155Discovery({
  onChange,
}: {
  onChange: (connectors: readonly Connector[]) => void
}): Eip155Discovery {
  if (typeof window === 'undefined') return { connectors: () => [], destroy: () => undefined }

  // Connectors are made once per announcement and provider, so the store sees stable objects.
  const announced = new WeakMap<object, Connector>()
  let injected: Connector | undefined
  let current: readonly Connector[] = []

  const read = (): readonly Connector[] => {
    const byId = new Map<string, Connector>()
    for (const detail of store.getProviders()) {
      let connector = announced.get(detail)
      if (!connector) {
        connector = toAnnouncedConnector(detail as unknown as AnnouncedWallet)
        announced.set(detail, connector)
      }
      byId.set(connector.id, connector)
    }
    const list = [...byId.values()]
    const ethereum = (window as { ethereum?: unknown }).ethereum
    if (isEip1193Provider(ethereum) && !list.some((connector) => connector.provider === ethereum)) {
      if (injected?.provider !== ethereum) injected = toInjectedConnector(ethereum)
      list.push(injected)
    }
    const same =
      list.length === current.length && list.every((connector, index) => connector === current[index])
    if (!same) current = list
    return current
  }

  const refresh = () => {
    const before = current
    if (read() !== before) onChange(current)
  }

  const store = createStore()
  const unsubscribe = store.subscribe(refresh)
  window.addEventListener('ethereum#initialized', refresh)
  read()

  return {
    connectors: read,
    destroy() {
      unsubscribe()
      store.destroy()
      window.removeEventListener('ethereum#initialized', refresh)
    },
  }
}
