import { useId } from 'react'
import { type ThemeMode, useWalletKitTheme } from 'walletkit'

/**
 * The host's own theme switch, as a dapp has one: sets the kit's theme mode (system, light or dark), which the kit
 * passes on to the login frame (SYNC_THEME).
 */
export function HostThemeCard() {
  const selectId = useId()
  const { followsSystem, themeMode, setThemeMode } = useWalletKitTheme()
  return (
    <section className="card" aria-labelledby="theme-title">
      <h2 id="theme-title" className="card-title">
        Theme
      </h2>
      <label className="field-label" htmlFor={selectId}>
        Theme mode
      </label>
      <select
        id={selectId}
        className="select"
        value={followsSystem ? '' : themeMode}
        onChange={(event) => setThemeMode((event.currentTarget.value || undefined) as ThemeMode | undefined)}
      >
        <option value="">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </section>
  )
}
