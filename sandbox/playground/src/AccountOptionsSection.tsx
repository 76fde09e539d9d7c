import { useId } from 'react'
import { PanelSection } from './PanelSection.js'
import { readAccountOptions } from './readAccountOptions.js'

/**
 * Switches for the kit's Account feature options (smart sessions, off by default), written to the page's URL
 * (`?smartSessions=1`) and applied by reloading the page (the kit reads its options once, when it is created).
 */
export function AccountOptionsSection() {
  const switchId = useId()
  const on = readAccountOptions(window.location.href).smartSessions === true
  const toggle = (next: boolean) => {
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('smartSessions', '1')
    else url.searchParams.delete('smartSessions')
    window.location.assign(url)
  }
  return (
    <PanelSection title="Account features">
      <label className="field-label" htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />{' '}
        Smart sessions (features.smartSessions)
      </label>
    </PanelSection>
  )
}
