import { useEffect, useRef } from 'react'
import { useT } from '../../../primitives/i18n/useT.js'

export type RetryButtonProps = { onRetry(): void }

/**
 * Retry after a declined or failed connection. It takes focus when it appears, unless the visitor has moved focus
 * to something of their own; give it a `key` per outcome so each new outcome focuses it again.
 * @example <RetryButton key={attempt.status} onRetry={retry} />
 */
export function RetryButton({ onRetry }: RetryButtonProps) {
  const t = useT()
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const active = document.activeElement
    if (active === document.body || active?.getAttribute('role') === 'dialog') ref.current?.focus()
  }, [])
  return (
    <button ref={ref} type="button" className="wk-btn" data-block="" onClick={onRetry}>
      {t('common.retry')}
    </button>
  )
}
