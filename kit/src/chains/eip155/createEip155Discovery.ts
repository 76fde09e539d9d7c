import { createStore } from 'mipd'
import type { ChainConnector, CreateConnectorSource } from '../ChainAdapterPort.js'
import { createEip1193Connector } from './createEip1193Connector.js'
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider.js'
import { keepFirstPerRdns } from './keepFirstPerRdns.js'
import { type AnnouncedWallet, toAnnouncedConnector, toInjectedConnector } from './toEip155Connector.js'

/**
 * Finds browser wallets, as a connector source of the eip155 adapter: EIP-6963 announcements (through mipd, which
 * asks wallets to announce again) and the legacy `window.ethereum`, which may appear late (`ethereum#initialized`).
 * The first wallet announced under an rdns keeps it: a later announcement under the same rdns is not shown, and
 * when it is another provider (a script posing as that wallet) it is flagged as an impostor with a warning.
 * `window.ethereum` gets the generic connector only when no announced wallet is that same provider. Without a window
 * (a server) it finds nothing.
 * @example createNamespaceAdapter({ namespace: 'eip155', sources: [createEip155Discovery] })
 */
export const createEip155Discovery: CreateConnectorSource = ({ portFor, onChange }) => {
  if (typeof window === 'undefined') return { connectors: () => [] }

  // Connectors are made once per announcement and provider, so the store sees stable objects.
  const announced = new WeakMap<object, ChainConnector>()
  const flagged = new WeakSet<object>()
  const injected: { provider?: Eip1193Provider; connector?: ChainConnector } = {}
  let current: readonly ChainConnector[] = []

  const announcedConnector = (detail: AnnouncedWallet) => {
    const made = announced.get(detail)
    if (made) return made
    const data = toAnnouncedConnector(detail)
    const connector = createEip1193Connector(portFor(data.id), data, detail.provider)
    announced.set(detail, connector)
    return connector
  }
  const injectedConnector = (ethereum: Eip1193Provider) => {
    if (injected.provider !== ethereum || !injected.connector) {
      const data = toInjectedConnector()
      injected.connector = createEip1193Connector(portFor(data.id), data, ethereum)
      injected.provider = ethereum
    }
    return injected.connector
  }
  const read = (): readonly ChainConnector[] => {
    const details = store.getProviders() as unknown as readonly AnnouncedWallet[]
    const { kept, impostors } = keepFirstPerRdns(details)
    warnImpostors(impostors)
    const list = kept.map(announcedConnector)
    const ethereum = (window as { ethereum?: unknown }).ethereum
    if (isEip1193Provider(ethereum) && !details.some((detail) => detail.provider === ethereum))
      list.push(injectedConnector(ethereum))
    const same =
      list.length === current.length && list.every((connector, index) => connector === current[index])
    if (!same) current = list
    return current
  }
  const warnImpostors = (impostors: readonly AnnouncedWallet[]) => {
    for (const detail of impostors.filter((impostor) => !flagged.has(impostor))) {
      flagged.add(detail)
      const { id } = toAnnouncedConnector(detail)
      portFor(id).logger.warn(
        `Ignored a second wallet announced as ${id} ("${detail.info.name}"): an impostor`,
      )
    }
  }
  const refresh = () => {
    const before = current
    if (read() !== before) onChange()
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
      for (const connector of current) connector.destroy?.()
    },
  }
}
