import { Spinner } from '../../../primitives/components/Spinner.js'
import { describeError } from '../common/describeError.js'
import type { NameSearch } from './useNameSearch.js'

export type NameStatusProps = { id: string; search: NameSearch; onRetry(): void }

/**
 * What the check of the typed name found, under the field: spec 5's rule broken (`InvalidNameError`), the check
 * under way, the name free or taken, or the check failed with a retry.
 * @example <NameStatus id={`${ids}-status`} search={search} onRetry={retry} />
 */
export function NameStatus({ id, search, onRetry }: NameStatusProps) {
  switch (search.status) {
    case 'invalid':
      return (
        <p id={id} className="wk-error-text wk-name-error" role="alert">
          {search.error.message}
        </p>
      )
    case 'checking':
      return (
        <p id={id} className="wk-name-status" role="status">
          <Spinner /> Checking availability
        </p>
      )
    case 'done':
      return search.result.available ? (
        <p id={id} className="wk-name-status" data-tone="success" role="status">
          {search.result.name} is available
        </p>
      ) : (
        <p id={id} className="wk-error-text wk-name-error" role="alert">
          {search.result.name} is already taken
        </p>
      )
    case 'failed':
      return (
        <div id={id} className="wk-name-failure" role="alert">
          <span>Names could not be checked: {describeError(search.error).message}</span>
          <button type="button" className="wk-btn" data-variant="secondary" onClick={onRetry}>
            Retry
          </button>
        </div>
      )
    default:
      return null
  }
}
