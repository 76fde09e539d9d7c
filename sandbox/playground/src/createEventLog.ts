/** Where an entry of the panel's event log came from. */
export type EventLogSource = 'analytics' | 'wallet' | 'kit'

/** How an entry reads at a glance. */
export type EventLogTone = 'neutral' | 'success' | 'danger'

/** One line of the panel's event log. */
export type EventLogEntry = {
  id: number
  /** Milliseconds since the epoch. */
  time: number
  source: EventLogSource
  title: string
  detail?: string
  tone: EventLogTone
}

/** The event log as an external store (`useSyncExternalStore(log.subscribe, log.getSnapshot)`), newest first. */
export type EventLog = {
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly EventLogEntry[]
  add(entry: Omit<EventLogEntry, 'id' | 'time'>): void
  clear(): void
}

/**
 * A small store of what happened in the sandbox (analytics events, settled wallet requests), newest first and capped
 * at `limit` entries so a long session stays light.
 * @example const log = createEventLog(); log.add({ source: 'analytics', title: 'MODAL_OPEN', tone: 'neutral' })
 */
export function createEventLog({
  limit = 200,
  now = Date.now,
}: {
  limit?: number
  now?: () => number
} = {}): EventLog {
  let entries: readonly EventLogEntry[] = []
  let lastId = 0
  const listeners = new Set<() => void>()
  const publish = (next: readonly EventLogEntry[]) => {
    entries = next
    for (const listener of [...listeners]) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => entries,
    add(entry) {
      lastId += 1
      publish([{ ...entry, id: lastId, time: now() }, ...entries].slice(0, limit))
    },
    clear() {
      if (entries.length > 0) publish([])
    },
  }
}
