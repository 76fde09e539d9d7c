import { useT } from '../../../primitives/i18n/useT.js'
export type NameSuggestionListProps = { names: readonly string[]; onPick(name: string): void }

/**
 * The provider's free names like the typed one, as buttons that put the name in the field.
 * @example <NameSuggestionList names={['sam-wallet.wk.id']} onPick={(name) => setInput(name)} />
 */
export function NameSuggestionList({ names, onPick }: NameSuggestionListProps) {
  const t = useT()
  if (names.length === 0) return null
  return (
    <section className="wk-stack wk-name-suggestions" aria-label={t('nameSuggestionList.suggestions')}>
      <p className="wk-label">{t('nameSuggestionList.suggestions')}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="wk-name-suggestion" onClick={() => onPick(name)}>
              <span>{name}</span>
              <span className="wk-name-tag">{t('nameSuggestionList.available')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
