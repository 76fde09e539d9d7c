import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { TokenPicker } from '../common/TokenPicker.js'

export type SwapTokenPickerProps = {
  side: 'sell' | 'buy'
  options: readonly SwapAsset[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  selected: string | undefined
  onSelect(asset: SwapAsset): void
  onClose(): void
  onRetry(): void
}

/**
 * The token list of one side of the swap (the shared `TokenPicker`): a search by name or symbol, each token with its
 * image and the account's balance; arrow keys move through the list, Down from the search enters it.
 * @example <SwapTokenPicker side="buy" options={buyOptions} status="ready" selected={buy?.address} onSelect={pick} … />
 */
export function SwapTokenPicker({
  side,
  options,
  status,
  selected,
  onSelect,
  onClose,
  onRetry,
}: SwapTokenPickerProps) {
  const t = useT()
  return (
    <TokenPicker
      title={side === 'sell' ? t('swapTokenPicker.sell') : t('swapTokenPicker.buy')}
      backLabel={t('swapTokenPicker.back')}
      options={options.map((asset) => ({ ...asset, id: asset.address }))}
      status={status}
      selected={selected}
      renderImage={(asset) => (
        <RemoteImage kind="token" id={asset.symbol} name={asset.symbol} src={asset.iconUrl} />
      )}
      onSelect={({ id: _id, ...asset }) => onSelect(asset)}
      onClose={onClose}
      onRetry={onRetry}
    />
  )
}
