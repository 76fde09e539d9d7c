import { NAME_ZONE } from '../../../config/nameConstants.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Field } from '../common/Field.js'
import { NameStatus } from './NameStatus.js'
import type { NameSearch } from './useNameSearch.js'

export type NameFieldProps = {
  idPrefix: string
  value: string
  disabled: boolean
  search: NameSearch
  onType(value: string): void
  onRetry(): void
}

/**
 * The name field of RegisterAccountName: the label typed before the zone's suffix, spec 5's rule under it (replaced
 * by its error when broken), and what the check of the name found.
 * @example <NameField idPrefix={ids} value={input} disabled={busy} search={search} onType={type} onRetry={retry} />
 */
export function NameField({ idPrefix, value, disabled, search, onType, onRetry }: NameFieldProps) {
  const t = useT()
  const invalid = search.status === 'invalid'
  const taken = search.status === 'done' && !search.result.available
  return (
    <Field
      id={`${idPrefix}-name`}
      label={t('nameField.name')}
      below={
        <>
          {invalid ? null : (
            <p id={`${idPrefix}-rule`} className="wk-name-rule">
              {t('nameField.atLeast4Letters')}
            </p>
          )}
          <NameStatus id={`${idPrefix}-status`} search={search} onRetry={onRetry} />
        </>
      }
    >
      {/* A name is an identifier with its zone after it ("yourname.wk.eth"), in any language. */}
      <div className="wk-name-input" dir="ltr">
        <input
          id={`${idPrefix}-name`}
          className="wk-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('nameField.yourname')}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || taken || undefined}
          aria-describedby={invalid ? `${idPrefix}-status` : `${idPrefix}-rule ${idPrefix}-status`}
          onChange={(event) => onType(event.target.value)}
        />
        <span className="wk-name-suffix" aria-hidden="true">
          .{NAME_ZONE}
        </span>
      </div>
    </Field>
  )
}
