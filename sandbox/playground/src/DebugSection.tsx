import { useId } from 'react'
import { PanelSection } from './PanelSection.js'
import { readDebugSwitch } from './readDebugSwitch.js'

/**
 * The kit's `debug` option: on, the modal shows spec 8's debug alerts (invalid app configuration, project id not
 * configured, network not found, session expired). Written to `?debug=1` and applied by reloading the page (the kit
 * reads its options once, when it is created).
 */
export function DebugSection() {
  const switchId = useId()
  const on = readDebugSwitch(window.location.href)
  const toggle = (next: boolean) => {
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('debug', '1')
    else url.searchParams.delete('debug')
    window.location.assign(url)
  }
  return (
    <PanelSection title="Debug">
      <label className="field-label" htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />{' '}
        Debug alerts (the kit's debug option)
      </label>
    </PanelSection>
  )
}
