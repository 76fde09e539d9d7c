import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useTokenImage } from './useTokenImage.js'

/**
 * A token's logo from the wallet directory, with the letter tile while it loads or when it fails. Decorative.
 * @example <OnrampTokenImage symbol="USDC" />
 */
export function OnrampTokenImage({ symbol }: { symbol: string }) {
  const kit = useKit()
  return <WalletImage name={symbol} src={useTokenImage(kit, symbol)} size="sm" />
}
