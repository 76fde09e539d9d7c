import { AnalyticsForbiddenError } from '../../errors/AnalyticsForbiddenError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { showErrorToast } from '../toast/showErrorToast.js'
import type { WalletKit } from '../WalletKit.js'

/** What the analytics client receives besides the event: the spec 7 body's props carry the address. */
export type AnalyticsEventContext = {
  /** The CAIP address connected on the active namespace, when there is one. */
  address: string | undefined
}

/** Sends one event to the analytics host (the api layer's client). Rejects with AnalyticsForbiddenError on a 403. */
export type SendAnalyticsEvent = (event: WalletKitEvent, context: AnalyticsEventContext) => Promise<unknown>

export type ConnectAnalyticsParameters = { sendEvent: SendAnalyticsEvent }

/**
 * Forwards the kit's track events (never MODAL_CREATED, spec 7) to analytics, when features.analytics is on.
 * A 403 shows the "Invalid App Configuration" toast once until a send succeeds again (spec 8); other failures
 * are logged as warnings, since blocked analytics is common and harmless. Returns the unsubscribe function.
 * @example const disconnect = connectAnalytics(kit, { sendEvent: analyticsClient.sendEvent })
 */
export function connectAnalytics(kit: WalletKit, { sendEvent }: ConnectAnalyticsParameters): () => void {
  if (!kit.options.features.analytics) return () => {}
  let forbiddenShown = false

  const send = async (event: WalletKitEvent) => {
    try {
      const { accounts, activeNamespace } = kit.store.getState()
      await sendEvent(event, { address: accounts[activeNamespace]?.caipAddress })
      forbiddenShown = false
    } catch (error) {
      const forbidden = findForbidden(error)
      if (!forbidden) kit.logger.warn(`Failed to send the analytics event ${event.event}`, error)
      else if (!forbiddenShown) {
        forbiddenShown = true
        showErrorToast(kit, { message: { key: 'error.analyticsForbidden' }, details: forbidden.details })
      }
    }
  }

  return kit.events.subscribe((event) => {
    if (event.type === 'track' && event.event !== 'MODAL_CREATED') void send(event)
  })
}

function findForbidden(error: unknown): AnalyticsForbiddenError | undefined {
  if (error instanceof AnalyticsForbiddenError) return error
  if (!(error instanceof WalletKitError)) return undefined
  const found = error.walk((cause) => cause instanceof AnalyticsForbiddenError)
  return found instanceof AnalyticsForbiddenError ? found : undefined
}
