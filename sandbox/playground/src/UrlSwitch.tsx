import { useId } from 'react'

export type UrlSwitchProps = {
  /** The URL parameter the switch writes (`?name=1` when on, absent when off). */
  parameter: string
  /** Whether the page's URL has it on now. */
  on: boolean
  label: string
}

/**
 * A panel switch for a kit option read from the page's URL: toggling writes the parameter and reloads the page (the
 * kit reads its options once, when it is created).
 * @example <UrlSwitch parameter="debug" on={readDebugSwitch(location.href)} label="Debug alerts" />
 */
export function UrlSwitch({ parameter, on, label }: UrlSwitchProps) {
  const switchId = useId()
  const toggle = (next: boolean) => {
    const url = new URL(window.location.href)
    if (next) url.searchParams.set(parameter, '1')
    else url.searchParams.delete(parameter)
    window.location.assign(url)
  }
  return (
    <label className="field-label" htmlFor={switchId}>
      <input
        id={switchId}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />{' '}
      {label}
    </label>
  )
}
