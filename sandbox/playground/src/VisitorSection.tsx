import { useId } from 'react'
import type { WalletKit } from 'walletkit'
import { LocaleSelect } from './LocaleSelect.js'
import { PanelSection } from './PanelSection.js'
import { readVisitorTimeZone } from './readVisitorTimeZone.js'

/** Zones a developer picks to see the onramp rule at work (spec 6): the first two are restricted. */
const ZONES = [
  { zone: 'Asia/Shanghai', label: 'Asia/Shanghai (restricted: no Buy)' },
  { zone: 'Asia/Hong_Kong', label: 'Asia/Hong_Kong (restricted: no Buy)' },
  { zone: 'Europe/Paris', label: 'Europe/Paris' },
  { zone: 'America/New_York', label: 'America/New_York' },
]

/**
 * Who the visitor is, as the kit sees it. Their time zone: the browser's own, or one picked here, written to
 * `?timeZone=` and applied by reloading the page (the kit reads the zone once, when it is created). Their language,
 * when the panel has the page's kit to switch (the playground's pages; not an app's under `walletkit dev`).
 */
export function VisitorSection({ kit }: { kit?: WalletKit | undefined }) {
  const selectId = useId()
  const current = readVisitorTimeZone(window.location.href) ?? ''
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const choose = (zone: string) => {
    const url = new URL(window.location.href)
    if (zone) url.searchParams.set('timeZone', zone)
    else url.searchParams.delete('timeZone')
    window.location.assign(url)
  }
  return (
    <PanelSection title="Visitor">
      <label className="field-label" htmlFor={selectId}>
        Time zone
      </label>
      <select
        id={selectId}
        className="select"
        value={current}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">This browser's ({own})</option>
        {ZONES.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </select>
      {kit ? <LocaleSelect kit={kit} /> : null}
    </PanelSection>
  )
}
