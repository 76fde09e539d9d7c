import type { ReactNode } from 'react'
import { Spinner } from './Spinner.js'

export type ListItemProps = {
  label: string
  icon: ReactNode
  /** A short tag at the end of the row, such as "Installed" or "Recent". */
  tag?: string | undefined
  tagTone?: 'accent' | 'success' | undefined
  /** Marks the row as the current choice (the active network). */
  current?: boolean
  loading?: boolean
  disabled?: boolean
  /** The id of a visible text saying why the row cannot be used yet (a consent to give first): the row stays
   * focusable, so the reason is read with it, but says aria-disabled and ignores clicks. */
  disabledReasonId?: string | undefined
  onClick(): void
}

/**
 * One row of a list the arrow keys move through: a button with an icon, a label and an optional tag.
 * @example <ListItem label="MetaMask" icon={<WalletImage name="MetaMask" src={icon} />} tag="Installed" onClick={connect} />
 */
export function ListItem({
  label,
  icon,
  tag,
  tagTone,
  current,
  loading,
  disabled,
  disabledReasonId,
  onClick,
}: ListItemProps) {
  return (
    <li>
      <button
        type="button"
        className="wk-item"
        data-list-item=""
        aria-current={current ? 'true' : undefined}
        aria-busy={loading ? 'true' : undefined}
        disabled={disabled}
        aria-disabled={disabledReasonId ? 'true' : undefined}
        aria-describedby={disabledReasonId}
        onClick={disabledReasonId ? undefined : onClick}
      >
        {icon}
        {/* The label wraps to two lines (a box of its own): the comma before the tag sits inside it, so the button's
            name reads "MetaMask, Installed" without a space before the comma. */}
        <span className="wk-item-label">
          {label}
          {tag && !loading ? <span className="wk-sr">,</span> : null}
        </span>
        {loading ? (
          <Spinner />
        ) : tag ? (
          <>
            {' '}
            <span className="wk-tag" data-tone={tagTone}>
              {tag}
            </span>
          </>
        ) : null}
      </button>
    </li>
  )
}
