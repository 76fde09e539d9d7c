import { useId, useState } from 'react'
import { SUPPORTED_LOCALES, setLocale, type WalletKit } from 'walletkit'
import { readVisitorLocale } from './readVisitorLocale.js'

/** A locale's name in its own language, as a speaker looks for it: 'Deutsch', '日本語', 'العربية'. */
const ownName = (tag: string): string => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/**
 * The visitor's language: the browser's own, or one of the kit's locales picked here. The pick switches the kit at
 * run time (`setLocale`: an open modal re-renders in place) and is kept in `?locale=`, which the page reads when it
 * creates the kit, so a reload (or a test) starts in it.
 */
export function LocaleSelect({ kit }: { kit: WalletKit }) {
  const selectId = useId()
  const [chosen, setChosen] = useState(() => readVisitorLocale(window.location.href) ?? '')
  const choose = (value: string) => {
    const locale = SUPPORTED_LOCALES.find((tag) => tag === value)
    const url = new URL(window.location.href)
    if (locale) url.searchParams.set('locale', locale)
    else url.searchParams.delete('locale')
    window.history.replaceState(window.history.state, '', url)
    setChosen(locale ?? '')
    // Undefined goes back to the browser's languages.
    void setLocale(kit, { locale })
  }
  return (
    <>
      <label className="field-label" htmlFor={selectId}>
        Language
      </label>
      <select
        id={selectId}
        className="select"
        value={chosen}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">This browser's ({navigator.language})</option>
        {SUPPORTED_LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {ownName(tag)}
          </option>
        ))}
      </select>
    </>
  )
}
