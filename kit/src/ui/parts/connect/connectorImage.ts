import type { Connector } from '../../../chains/ChainAdapter.js'

/**
 * The image of a connector: the one it carries, else its EIP-6963 icon (checked for scheme where it is drawn).
 * @example <WalletImage name={connector.name} src={connectorImage(connector)} />
 */
export const connectorImage = (connector: Connector): string | undefined =>
  connector.imageUrl ?? connector.info?.icon
