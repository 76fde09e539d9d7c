import { createEmitter } from '../../utils/createEmitter.js'
import type { WalletKitEvent } from './WalletKitEvent.js'

export type EventListener = (event: WalletKitEvent) => void

/** A per-instance event bus: the kit emits, hosts and analytics subscribe. */
export type EventBus = {
  emit(event: Omit<WalletKitEvent, 'timestamp'>): void
  subscribe(listener: EventListener): () => void
  /** Removes every listener (for `kit.destroy()`). */
  clear(): void
}

/**
 * Creates an event bus. A throwing listener never breaks the kit or the other listeners.
 * @example const bus = createEventBus(); const off = bus.subscribe(console.log); bus.emit({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createEventBus({
  onListenerError,
}: {
  onListenerError?: (error: unknown) => void
} = {}): EventBus {
  const emitter = createEmitter<{ event: WalletKitEvent }>({ onListenerError })
  return {
    emit: (event) => emitter.emit('event', { ...event, timestamp: Date.now() } as WalletKitEvent),
    subscribe: (listener) => emitter.on('event', listener),
    clear: emitter.clear,
  }
}
