import type { ChainConnector, CreateConnectorSource } from '../ChainAdapterPort.js'
import { createPolkadotExtensionConnector } from './createPolkadotExtensionConnector.js'
import { type InjectedPolkadotWallet, readInjectedWeb3 } from './InjectedPolkadot.js'
import { toPolkadotConnector } from './toPolkadotConnector.js'

/** When `window.injectedWeb3` is read again after discovery starts: extensions inject late, after the page loads. */
const POLKADOT_RECHECK_DELAYS = [250, 1000, 3000] as const

/**
 * Finds injected Polkadot extensions, as a connector source: one connector per key of `window.injectedWeb3`
 * (`createPolkadotExtensionConnector`), read when discovery starts, on each `connectors()`, when the page has loaded
 * and again 0.25 s, 1 s and 3 s later (extensions inject late); a new extension announces the list again. Without a
 * window (a server) it finds nothing.
 * @example createNamespaceAdapter({ namespace: 'polkadot', sources: [createPolkadotDiscovery(() => 'My dapp')] })
 */
export function createPolkadotDiscovery(
  appName: () => string,
  names: Readonly<Record<string, string>> = {},
): CreateConnectorSource {
  return ({ portFor, onChange }) => {
    if (typeof window === 'undefined') return { connectors: () => [] }
    // Connectors are made once per injected object, so the store sees stable objects.
    const made = new Map<string, { wallet: InjectedPolkadotWallet; connector: ChainConnector }>()
    let current: readonly ChainConnector[] = []

    const read = (): readonly ChainConnector[] => {
      const list: ChainConnector[] = []
      for (const [key, wallet] of Object.entries(readInjectedWeb3())) {
        let entry = made.get(key)
        if (entry?.wallet !== wallet) {
          entry?.connector.destroy?.()
          const data = toPolkadotConnector(key, names)
          entry = {
            wallet,
            connector: createPolkadotExtensionConnector(portFor(key), data, wallet, appName()),
          }
          made.set(key, entry)
        }
        list.push(entry.connector)
      }
      const same =
        list.length === current.length && list.every((connector, index) => connector === current[index])
      if (!same) current = list
      return current
    }
    const refresh = () => {
      const before = current
      if (read() !== before) onChange()
    }

    const timers = POLKADOT_RECHECK_DELAYS.map((delay) => setTimeout(refresh, delay))
    const onLoad = () => refresh()
    // Kept: the page's window may be gone by the time discovery stops (a page unloading, a test's stub removed).
    const page = window
    page.addEventListener?.('load', onLoad)
    read()

    return {
      connectors: read,
      destroy() {
        for (const timer of timers) clearTimeout(timer)
        page.removeEventListener?.('load', onLoad)
        for (const { connector } of made.values()) connector.destroy?.()
        made.clear()
      },
    }
  }
}
