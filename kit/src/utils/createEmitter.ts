/** A typed emitter: `on` for listeners, `emit` for the owner. One per owner (no module-level state). */
export type Emitter<EventMap extends Record<string, unknown>> = {
  /** Adds a listener; returns the function that removes it. */
  on<EventName extends keyof EventMap>(
    event: EventName,
    listener: (payload: EventMap[EventName]) => void,
  ): () => void
  /** Calls each listener of `event` with `payload`, in order; a throwing listener does not stop the others. */
  emit<EventName extends keyof EventMap>(event: EventName, payload: EventMap[EventName]): void
  /** Removes every listener. */
  clear(): void
}

export type CreateEmitterParameters = {
  /** Where a listener's error goes; it is swallowed otherwise. */
  onListenerError?: ((error: unknown) => void) | undefined
}

/**
 * Creates a typed emitter. Listeners added or removed while an event is emitted take effect from the next event.
 * @example const emitter = createEmitter<{ chainChanged: { chainId: number } }>(); emitter.emit('chainChanged', { chainId: 1 })
 */
export function createEmitter<EventMap extends Record<string, unknown>>({
  onListenerError,
}: CreateEmitterParameters = {}): Emitter<EventMap> {
  const listeners = new Map<keyof EventMap, Set<(payload: never) => void>>()
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
          ;(listener as (value: typeof payload) => void)(payload)
        } catch (error) {
          onListenerError?.(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
