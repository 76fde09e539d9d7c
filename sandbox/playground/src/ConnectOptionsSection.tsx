import { PanelSection } from './PanelSection.js'
import { CONNECT_SWITCHES } from './readConnectOptions.js'

/**
 * Switches for the kit's Connect view options (legal checkbox, terms footer, emailShowWallets, collapseWallets), each
 * written to the page's URL and applied by reloading the page (the kit reads its options once, when it is created).
 */
export function ConnectOptionsSection() {
  const query = new URL(window.location.href).searchParams
  const toggle = (param: string, on: string, checked: boolean) => {
    const url = new URL(window.location.href)
    if (checked) url.searchParams.set(param, on)
    else url.searchParams.delete(param)
    window.location.assign(url)
  }
  return (
    <PanelSection title="Connect view">
      {CONNECT_SWITCHES.map(({ param, on, label }) => (
        <label key={param} className="field-label">
          <input
            type="checkbox"
            checked={query.get(param) === on}
            onChange={(event) => toggle(param, on, event.currentTarget.checked)}
          />{' '}
          {label}
        </label>
      ))}
    </PanelSection>
  )
}
