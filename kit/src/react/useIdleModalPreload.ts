import { useEffect } from 'react'
import type { WalletKit } from '../core/WalletKit.js'
import type { ViewRegistry } from '../primitives/context/ViewRegistryContext.js'
import { preloadModalCode } from './loadModal.js'

/** The performance mark set when the idle preload starts, for a host's (or the bench's) measurements. */
export const IDLE_PRELOAD_MARK = 'walletkit:idle-preload'

/** How long the browser may keep the page busy before the preload runs anyway. */
const IDLE_TIMEOUT_MS = 3_000

/**
 * Once the page has loaded and the browser is idle, loads the modal's code (shell, the view it would open on, the
 * locale's messages), so the first click only renders, whichever button opens it: the kit's own, which also preloads
 * on hover and focus, or a host's button calling `open()`, which the kit cannot see coming. Nothing of it runs before
 * the page's first paint and load; a browser without `requestIdleCallback` (Safari) keeps to the hover and focus
 * preload. It sets the performance mark `walletkit:idle-preload` as it starts.
 * @example useIdleModalPreload(kit, views)
 */
export function useIdleModalPreload(kit: WalletKit, views: ViewRegistry): void {
  useEffect(() => {
    if (typeof globalThis.requestIdleCallback !== 'function') return
    let idle: number | undefined
    const whenIdle = () => {
      idle = globalThis.requestIdleCallback(
        () => {
          globalThis.performance?.mark?.(IDLE_PRELOAD_MARK)
          preloadModalCode(kit, undefined, views)
        },
        { timeout: IDLE_TIMEOUT_MS },
      )
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) globalThis.cancelIdleCallback?.(idle)
    }
  }, [kit, views])
}
