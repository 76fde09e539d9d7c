import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKit } from '../WalletKit.js'
import { getWalletExclusions } from '../wallets/getWalletExclusions.js'
import { isConnectorShown } from './isConnectorShown.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

export type ShownConnectors = {
  walletConnect: Connector[]
  /** Multi-chain, then announced, then injected connectors: one "injected" group (spec 5). */
  injected: Connector[]
  external: Connector[]
  /** Every shown connector, merged across namespaces. */
  all: Connector[]
}

/**
 * The kit's connectors merged across namespaces and filtered by the spec 5 visibility rules, by kind.
 * @example getShownConnectors(kit).injected.length > 0 // a browser wallet is on offer
 */
export function getShownConnectors(
  kit: Pick<WalletKit, 'options' | 'store' | 'environment'>,
): ShownConnectors {
  const context = {
    isMobile: kit.environment.isMobile,
    exclusions: getWalletExclusions(kit),
    enableInjected: kit.options.enableInjected,
    enableEIP6963: kit.options.enableEIP6963,
  }
  const all = mergeMultiChainConnectors(kit.store.getState().connectors.connectors).filter((connector) =>
    isConnectorShown(connector, context),
  )
  const ofType = (type: Connector['type']) => all.filter((connector) => connector.type === type)
  return {
    walletConnect: ofType('WALLET_CONNECT'),
    injected: [...ofType('MULTI_CHAIN'), ...ofType('ANNOUNCED'), ...ofType('INJECTED')],
    external: ofType('EXTERNAL'),
    all,
  }
}
