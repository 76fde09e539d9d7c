import { PanelSection } from './PanelSection.js'
import { readDebugSwitch } from './readDebugSwitch.js'
import { UrlSwitch } from './UrlSwitch.js'

/**
 * The kit's `debug` option: on, the modal shows spec 8's debug alerts (invalid app configuration, project id not
 * configured, network not found, session expired). Written to `?debug=1` and applied by reloading the page.
 */
export function DebugSection() {
  return (
    <PanelSection title="Debug">
      <UrlSwitch
        parameter="debug"
        on={readDebugSwitch(window.location.href)}
        label="Debug alerts (the kit's debug option)"
      />
    </PanelSection>
  )
}
