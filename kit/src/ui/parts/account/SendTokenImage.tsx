import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useTokenImage } from '../onramp/useTokenImage.js'

/**
 * A token's logo in the send form (its token button and its token list) from the token image endpoint, with the
 * letter tile while it loads or when it fails. Decorative: the element around it names the token.
 * @example <SendTokenImage symbol="USDC" size="sm" />
 */
export function SendTokenImage({ symbol, size }: { symbol: string; size?: 'sm' | 'md' }) {
  const kit = useKit()
  return <WalletImage name={symbol} src={useTokenImage(kit, symbol)} size={size} />
}
