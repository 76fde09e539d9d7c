import { useSyncExternalStore } from 'react'
import type { EventLog } from './createEventLog.js'
import { formatClockTime } from './formatClockTime.js'
import { PanelSection } from './PanelSection.js'

/** What happened, newest first: analytics events the mock /e endpoint received and the wallet's settled requests. */
export function EventLogSection({ log }: { log: EventLog }) {
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot)
  return (
    <PanelSection
      title="Event log"
      aside={
        entries.length > 0 && (
          <button type="button" className="button ghost small" onClick={log.clear}>
            Clear
          </button>
        )
      }
    >
      {entries.length === 0 ? (
        <p className="empty">Nothing yet. Analytics events and answered wallet requests appear here.</p>
      ) : (
        <ol className="log" aria-label="Events, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className={`log-entry ${entry.tone}`}>
              <time className="mono muted" dateTime={new Date(entry.time).toISOString()}>
                {formatClockTime(entry.time)}
              </time>
              <span className={`tag ${entry.source}`}>{entry.source}</span>
              <span className="log-title mono">{entry.title}</span>
              {entry.detail && <span className="log-detail">{entry.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  )
}
