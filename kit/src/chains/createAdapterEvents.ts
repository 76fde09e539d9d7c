import type { ChainAdapterEventMap, ChainAdapterEventName, ChainAdapterListener } from './ChainAdapter.js'

/** The event half of a ChainAdapter: `on` for the core, `emit` for the adapter. */
export type AdapterEvents = {
  on<EventName extends ChainAdapterEventName>(
    event: EventName,
    listener: ChainAdapterListener<EventName>,
  ): () => void
  emit<EventName extends ChainAdapterEventName>(
    event: EventName,
    payload: ChainAdapterEventMap[EventName],
  ): void
  clear(): void
}

/**
 * The listeners of one adapter (no module-level state). A listener that throws does not stop the others; its error
 * goes to `onListenerError`.
 * @example const events = createAdapterEvents(); const off = events.on('chainChanged', ({ chainId }) => {})
 */
export function createAdapterEvents({
  onListenerError = () => undefined,
}: {
  onListenerError?: (error: unknown) => void
} = {}): AdapterEvents {
  const listeners = new Map<ChainAdapterEventName, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => {
        set.delete(listener)
      }
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as ChainAdapterListener<typeof event>)(payload)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
