/** Named timers of one kit instance: setting a name again replaces its timer; `clearAll` runs on destroy. */
export type Timers = {
  set(name: string, run: () => void, milliseconds: number): void
  clear(name: string): void
  has(name: string): boolean
  clearAll(): void
}

/**
 * Creates the timer registry of a kit instance, so no timeout outlives it.
 * @example timers.set('shake', () => stopShake(), 500)
 */
export function createTimers(): Timers {
  const handles = new Map<string, ReturnType<typeof setTimeout>>()
  return {
    set(name, run, milliseconds) {
      const existing = handles.get(name)
      if (existing !== undefined) clearTimeout(existing)
      handles.set(
        name,
        setTimeout(() => {
          handles.delete(name)
          run()
        }, milliseconds),
      )
    },
    clear(name) {
      const handle = handles.get(name)
      if (handle !== undefined) clearTimeout(handle)
      handles.delete(name)
    },
    has: (name) => handles.has(name),
    clearAll() {
      for (const handle of handles.values()) clearTimeout(handle)
      handles.clear()
    },
  }
}
