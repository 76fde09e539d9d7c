import type { Page } from 'playwright-core'

/** What a fetch made by the page got, and whether the service worker answered it. */
export type PageFetchResult = { status: number; text: string; fromServiceWorker: boolean }

/**
 * Fetches a URL from inside the page, as the kit would, and reports the answer with playwright's view of who gave it.
 * @example const { status, fromServiceWorker } = await fetchFromPage(page, `${api}/v1/supported-chains`)
 */
export async function fetchFromPage(
  page: Page,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<PageFetchResult> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
  const href = new URL(url).href
  const [response, answer] = await Promise.all([
    page.waitForResponse(
      (candidate) => new URL(candidate.url()).href === href && candidate.request().method() === method,
      {
        timeout: 15_000,
      },
    ),
    page.evaluate(
      async ({ url, method, body }) => {
        const response = await fetch(url, {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        })
        return { status: response.status, text: await response.text() }
      },
      { url, method, body: init.body },
    ),
  ])
  return { ...answer, fromServiceWorker: response.fromServiceWorker() }
}
