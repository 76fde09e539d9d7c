import { useEffect, useId, useRef, useState } from 'react'
import { TIMINGS } from '../../../config/constants.js'
import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import { searchSwapAssets } from '../../../core/swap/searchSwapAssets.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useListNavigation } from '../../../primitives/components/useListNavigation.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { useDelayedValue } from './useDelayedValue.js'

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
 * The token list of one side of the swap: a search by name or symbol (applied 300 ms after typing stops, spec 9),
 * each token with its image and the account's balance; arrow keys move through the list, Down from the search
 * enters it.
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
  const headingId = useId()
  const [typed, setTyped] = useState('')
  const search = useDelayedValue(typed, TIMINGS.searchDelay)
  const shown = searchSwapAssets(options, search)
  const navigation = useListNavigation()
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => searchRef.current?.focus(), [])
  return (
    <div className="wk-swap-picker">
      <div className="wk-swap-picker-head">
        <button type="button" className="wk-icon-btn" aria-label="Back to swap" onClick={onClose}>
          <Icon name="back" />
        </button>
        <h2 id={headingId}>{side === 'sell' ? 'Select a token to sell' : 'Select a token to buy'}</h2>
      </div>
      <input
        ref={searchRef}
        type="search"
        className="wk-input"
        aria-label="Search tokens"
        placeholder="Search name or symbol"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          listRef.current?.querySelector<HTMLElement>('[data-list-item]')?.focus()
        }}
      />
      {status === 'loading' && options.length === 0 ? <p className="wk-muted">Loading tokens…</p> : null}
      {status === 'error' ? (
        <div className="wk-swap-notice" data-tone="error" role="alert">
          <span>The tokens could not be loaded</span>
          <button type="button" className="wk-swap-link" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : null}
      <ul ref={listRef} className="wk-swap-list" aria-labelledby={headingId} onKeyDown={navigation.onKeyDown}>
        {shown.map((asset) => (
          <li key={asset.address}>
            <button
              type="button"
              data-list-item=""
              className="wk-swap-option"
              aria-current={asset.address.toLowerCase() === selected?.toLowerCase() ? 'true' : undefined}
              onClick={() => onSelect(asset)}
            >
              <RemoteImage kind="token" id={asset.symbol} name={asset.symbol} src={asset.iconUrl} />
              <span className="wk-swap-option-main">
                <span>{asset.symbol}</span> <span>{asset.name}</span>
              </span>
              {Number(asset.quantity.numeric) > 0 ? ' ' : null}
              {Number(asset.quantity.numeric) > 0 ? (
                <span className="wk-swap-option-side">{formatBalance(asset.quantity.numeric)}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {status !== 'loading' && shown.length === 0 && search.trim() ? (
        <p className="wk-muted" role="status">
          No tokens match “{search.trim()}”
        </p>
      ) : null}
    </div>
  )
}
