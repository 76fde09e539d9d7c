import { RemoteImage } from '../../../primitives/components/RemoteImage.js'

/**
 * A token's logo from the wallet directory, with the kit's placeholder while it loads or when it fails. Decorative.
 * @example <OnrampTokenImage symbol="USDC" />
 */
export function OnrampTokenImage({ symbol }: { symbol: string }) {
  return <RemoteImage kind="token" id={symbol} name={symbol} size="sm" />
}
