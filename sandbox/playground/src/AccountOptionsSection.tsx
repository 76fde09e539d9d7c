import { PanelSection } from './PanelSection.js'
import { readAccountOptions } from './readAccountOptions.js'
import { UrlSwitch } from './UrlSwitch.js'

/**
 * Switches for the kit's Account feature options (smart sessions, off by default), written to the page's URL
 * (`?smartSessions=1`) and applied by reloading the page.
 */
export function AccountOptionsSection() {
  return (
    <PanelSection title="Account features">
      <UrlSwitch
        parameter="smartSessions"
        on={readAccountOptions(window.location.href).smartSessions === true}
        label="Smart sessions (features.smartSessions)"
      />
    </PanelSection>
  )
}
