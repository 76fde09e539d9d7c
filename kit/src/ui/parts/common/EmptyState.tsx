import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { emptyStateCss } from './emptyStateCss.js'
import { type EmptyStateIcon, emptyStateIcons } from './emptyStateIcons.js'

/** The next step a state offers: a button that does what its label says. */
type EmptyStateAction = { label: string; onClick(): void }

export type EmptyStateProps = {
  icon: EmptyStateIcon
  /** The message; word for word where the spec quotes one ("No NFTs yet", "Token Balance Unavailable"). */
  title: string
  /** One sentence: why, or what the visitor can do. */
  text?: string | undefined
  /** The next step (retry, receive, buy, clear search); none when nothing helps. */
  action?: EmptyStateAction | undefined
  /** `error` for failures: the picture turns to the error colour and screen readers hear it at once (role alert). */
  tone?: 'neutral' | 'error'
}

/**
 * The one way the modal shows an empty, error or offline state: a small inline picture, the message, a sentence,
 * and the next step as a button.
 * @example <EmptyState icon="image" title="No NFTs yet" text="NFTs you own show here." action={{ label: 'Receive', onClick: receive }} />
 */
export function EmptyState({ icon, title, text, action, tone = 'neutral' }: EmptyStateProps) {
  useInsertionEffect(() => injectStyleSheet(document, 'empty-state', emptyStateCss), [])
  return (
    <div className="wk-state" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="wk-state-picture">
        <svg
          aria-hidden="true"
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d={emptyStateIcons[icon]} />
        </svg>
      </span>
      <p className="wk-state-title">{title}</p>
      {text ? <p className="wk-state-text">{text}</p> : null}
      {action ? (
        <button type="button" className="wk-btn" data-variant="secondary" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  )
}
