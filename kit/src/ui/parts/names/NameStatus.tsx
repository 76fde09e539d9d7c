import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'
import type { NameSearch } from './useNameSearch.js'

export type NameStatusProps = { id: string; search: NameSearch; onRetry(): void }

/**
 * What the check of the typed name found, under the field: spec 5's rule broken (`InvalidNameError`), the check
 * under way, the name free or taken, or the check failed with a retry.
 * @example <NameStatus id={`${ids}-status`} search={search} onRetry={retry} />
 */
export function NameStatus({ id, search, onRetry }: NameStatusProps) {
  const t = useT()
  switch (search.status) {
    case 'invalid':
      return (
        <p id={id} className="wk-error-text wk-name-error" role="alert">
          {describeError(search.error, t).message}
        </p>
      )
    case 'checking':
      return (
        <p id={id} className="wk-name-status" role="status">
          <Spinner /> {t('nameStatus.checkingAvailability')}
        </p>
      )
    case 'done':
      return search.result.available ? (
        <p id={id} className="wk-name-status" data-tone="success" role="status">
          {t('nameStatus.isAvailable', { name: search.result.name })}
        </p>
      ) : (
        <p id={id} className="wk-error-text wk-name-error" role="alert">
          {t('nameStatus.isAlreadyTaken', { name: search.result.name })}
        </p>
      )
    case 'failed':
      return (
        <div id={id} className="wk-name-failure" role="alert">
          <span>{t('nameStatus.namesCouldNotBe', { reason: describeError(search.error, t).message })}</span>
          <button type="button" className="wk-btn" data-variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )
    default:
      return null
  }
}
