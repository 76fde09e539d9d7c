import { useEffect, useInsertionEffect, useRef } from 'react'
import type { EventListener } from '../core/events/createEventBus.js'
import { useKit } from '../primitives/context/useKit.js'

/**
 * Calls `listener` with every kit event (MODAL_OPEN, CONNECT_SUCCESS, DISCONNECT_SUCCESS, ...) while mounted.
 * The latest listener is called, so an inline function does not resubscribe on each render.
 * @example useWalletKitEvents((event) => analytics.track(event.event, event.properties))
 */
export function useWalletKitEvents(listener: EventListener): void {
  const kit = useKit()
  const latest = useRef(listener)
  useInsertionEffect(() => {
    latest.current = listener
  })
  useEffect(() => kit.events.subscribe((event) => latest.current(event)), [kit])
}
