import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { TIMINGS } from '../../../config/constants.js'
import { searchSwapAssets } from '../../../core/swap/searchSwapAssets.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useListNavigation } from '../../../primitives/components/useListNavigation.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { useDelayedValue } from '../swap/useDelayedValue.js'

/** A token the picker lists: its key (its address), names and the account's balance in its units. */
export type TokenPickerOption = {
  id: string
  symbol: string
  name: string
  quantity: { numeric: string }
}

export type TokenPickerProps<T extends TokenPickerOption> = {
  /** The heading: "Select a token to send". */
  title: string
  /** The back button's name: "Back to send". */
  backLabel: string
  options: readonly T[]
  status?: 'idle' | 'loading' | 'ready' | 'error' | undefined
  /** The id of the option picked now (compared in any case). */
  selected: string | undefined
  /** The option's image (decorative: the option's text names it). */
  renderImage(option: T): ReactNode
  onSelect(option: T): void
  onClose(): void
  onRetry?: (() => void) | undefined
}

/**
 * A token list in place of a form (Swap's and Send's): a back button, a search by name or symbol (applied 300 ms
 * after typing stops, spec 9), each token with its image, symbol, name and the account's balance; arrow keys move
 * through the list, Down from the search enters it, the picked token is marked current.
 * @example <TokenPicker title="Select a token to send" backLabel="Back to send" options={tokens} selected={id} renderImage={image} onSelect={pick} onClose={close} />
 */
export function TokenPicker<T extends TokenPickerOption>(props: TokenPickerProps<T>) {
  const t = useT()
  const { title, backLabel, options, status = 'ready', selected, renderImage, onSelect, onClose } = props
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
        <button type="button" className="wk-icon-btn" aria-label={backLabel} onClick={onClose}>
          <Icon name="back" />
        </button>
        <h2 id={headingId}>{title}</h2>
      </div>
      <input
        ref={searchRef}
        type="search"
        className="wk-input"
        aria-label={t('tokenPicker.searchTokens')}
        placeholder={t('tokenPicker.searchNameOrSymbol')}
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
      {status === 'loading' && options.length === 0 ? (
        <p className="wk-muted">{t('tokenPicker.loadingTokens')}</p>
      ) : null}
      {status === 'error' ? (
        <div className="wk-swap-notice" data-tone="error" role="alert">
          <span>{t('tokenPicker.theTokensCouldNot')}</span>
          <button type="button" className="wk-swap-link" onClick={props.onRetry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      <ul ref={listRef} className="wk-swap-list" aria-labelledby={headingId} onKeyDown={navigation.onKeyDown}>
        {shown.map((option) => (
          <li key={option.id}>
            <TokenPickerRow
              option={option}
              current={option.id.toLowerCase() === selected?.toLowerCase()}
              image={renderImage(option)}
              onSelect={() => onSelect(option)}
            />
          </li>
        ))}
      </ul>
      {status !== 'loading' && shown.length === 0 && search.trim() ? (
        <p className="wk-muted" role="status">
          {t('tokenPicker.noTokensMatch')}
          {search.trim()}”
        </p>
      ) : null}
    </div>
  )
}

type TokenPickerRowProps = {
  option: TokenPickerOption
  current: boolean
  image: ReactNode
  onSelect(): void
}

/** One token of the list: image, symbol, name and the account's balance (when it holds some). */
function TokenPickerRow({ option, current, image, onSelect }: TokenPickerRowProps) {
  const t = useT()
  const held = Number(option.quantity.numeric) > 0
  return (
    <button
      type="button"
      data-list-item=""
      className="wk-swap-option"
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
    >
      {image}
      <span className="wk-swap-option-main">
        <span>{option.symbol}</span> <span>{option.name}</span>
      </span>
      {held ? ' ' : null}
      {held ? (
        <span className="wk-swap-option-side">
          {formatBalance(option.quantity.numeric, undefined, t.locale)}
        </span>
      ) : null}
    </button>
  )
}
