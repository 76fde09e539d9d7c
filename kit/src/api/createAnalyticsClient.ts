import { HTTP_STATUS_FORBIDDEN, SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { AnalyticsForbiddenError } from '../errors/AnalyticsForbiddenError.js'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { analyticsConfigSchema } from './analyticsConfigSchema.js'
import { createEventId } from './createEventId.js'
import { createHttpClient } from './createHttpClient.js'
import type { WithSignal } from './WithSignal.js'

/** An event as analytics receives it (spec 7 props: the event data plus the address). */
export type AnalyticsEvent = {
  type: 'track' | 'error'
  event: string
  properties?: Record<string, unknown> | undefined
  /** The connected address, when there is one. */
  address?: string | undefined
  /** Milliseconds since the epoch; defaults to now. */
  timestamp?: number | undefined
}

/** Where analytics lives and who is asking: the options of createAnalyticsClient. */
export type CreateAnalyticsClientParameters = {
  /** The analytics host (`services.analyticsUrl`), which receives POST /e. */
  analyticsUrl: string
  /** The wallet directory host (`services.walletDirectoryUrl`), which serves GET /getAnalyticsConfig. */
  walletDirectoryUrl: string
  projectId: string
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Defaults to 10 s. */
  timeoutMs?: number | undefined
}

/** Spec 7: MODAL_CREATED is never sent. */
const NEVER_SENT: ReadonlySet<string> = new Set(['MODAL_CREATED'])

/**
 * Creates the analytics client: the project's analytics switch and the event sender (spec 7, 8).
 * @example
 * const analytics = createAnalyticsClient({ analyticsUrl, walletDirectoryUrl, projectId })
 * if (await analytics.getAnalyticsConfig()) await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalyticsClient({
  analyticsUrl,
  walletDirectoryUrl,
  projectId,
  sdkType = SDK_TYPE,
  sdkVersion = SDK_VERSION,
  fetch,
  timeoutMs,
}: CreateAnalyticsClientParameters) {
  const query = { projectId, st: sdkType, sv: sdkVersion }
  const directory = createHttpClient({ baseUrl: walletDirectoryUrl, fetch, timeoutMs, query })
  const events = createHttpClient({ baseUrl: analyticsUrl, fetch, timeoutMs, query })

  return {
    /** GET /getAnalyticsConfig on the wallet directory host: isAnalyticsEnabled, or false on any failure. */
    async getAnalyticsConfig({ signal }: WithSignal = {}): Promise<boolean> {
      try {
        const { isAnalyticsEnabled } = await directory.get({
          path: '/getAnalyticsConfig',
          schema: analyticsConfigSchema,
          signal,
        })
        return isAnalyticsEnabled
      } catch {
        return false
      }
    },

    /**
     * POST /e with query projectId, st, sv and body eventId, url (the page's origin and path, never its query or
     * fragment), domain, timestamp, props. The address comes
     * from the second argument when given (how the core passes it), else from the event. Resolves without a
     * request for MODAL_CREATED. Throws AnalyticsForbiddenError on HTTP 403 (the caller shows the spec 8 toast
     * once), other typed errors otherwise.
     */
    async sendEvent(
      { type, event, properties, address: eventAddress, timestamp = Date.now() }: AnalyticsEvent,
      { address = eventAddress, signal }: { address?: string | undefined } & WithSignal = {},
    ): Promise<void> {
      if (NEVER_SENT.has(event)) return
      const location = typeof window === 'undefined' ? undefined : window.location
      try {
        await events.send({
          path: '/e',
          query,
          body: {
            eventId: createEventId(),
            // Origin and path only: a query or fragment can hold tokens, codes and OAuth results.
            url: location ? `${location.origin}${location.pathname}` : '',
            domain: location?.hostname ?? '',
            timestamp,
            props: { type, event, properties, address },
          },
          signal,
        })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === HTTP_STATUS_FORBIDDEN)
          throw new AnalyticsForbiddenError({ cause: error })
        throw error
      }
    },
  }
}

/** The analytics client: `getAnalyticsConfig` and `sendEvent`. */
export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>
