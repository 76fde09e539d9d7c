import type { Connector } from '../../chains/ChainAdapter.js'
import { isWalletExcluded, type WalletExclusion } from '../wallets/isWalletExcluded.js'

export type ConnectorVisibilityContext = {
  isMobile: boolean
  exclusions: readonly WalletExclusion[]
  /** `options.enableInjected`: false hides injected connectors. */
  enableInjected: boolean
  /** `options.enableEIP6963`: false hides announced connectors. */
  enableEIP6963: boolean
}

/** The generic injected connector ("Browser Wallet"), as opposed to a named wallet. */
const isGenericInjected = (connector: Connector) =>
  connector.id === 'injected' || connector.name === 'Browser Wallet'

/**
 * Whether the Connect view lists a connector (spec 5): the injected "Browser Wallet" is hidden on desktop;
 * injected wallets without rdns are hidden unless installed; excluded wallets (by rdns, name ignoring case, or
 * directory id) are hidden. A multi-chain connector shows when one of its connectors would.
 * @example isConnectorShown(connector, { isMobile: false, exclusions: [], enableInjected: true, enableEIP6963: true })
 */
export function isConnectorShown(connector: Connector, context: ConnectorVisibilityContext): boolean {
  const excluded = () =>
    isWalletExcluded(
      {
        id: connector.id,
        explorerId: connector.explorerId,
        rdns: connector.info?.rdns,
        name: connector.name,
      },
      context.exclusions,
    )
  switch (connector.type) {
    case 'INJECTED':
      if (!context.enableInjected) return false
      if (isGenericInjected(connector) && !context.isMobile) return false
      if (!connector.info?.rdns && connector.installed !== true) return false
      return !excluded()
    case 'ANNOUNCED':
      return context.enableEIP6963 && !excluded()
    case 'EXTERNAL':
      return !excluded()
    case 'MULTI_CHAIN':
      if (excluded()) return false
      return connector.connectors?.some((inner) => isConnectorShown(inner, context)) ?? true
    default:
      // WalletConnect and the login connectors are ways to connect, not wallets a host excludes.
      return true
  }
}
