// Test support for the api folder: requests as the provider sees them.
import type { SetupServer } from 'msw/node'
import { beforeEach } from 'vitest'

/** A request as the provider receives it. */
export type SeenRequest = { method: string; path: string; query: Record<string, string>; body: unknown }

/**
 * Keeps a copy of every request the msw server receives, from an empty list at the start of each test.
 * @example
 * const requests = recordRequests(setupTestServer())
 * expect(await seen(requests[0])).toEqual({ method: 'GET', path: '/v1/x', query: {}, body: undefined })
 */
export function recordRequests(server: SetupServer): Request[] {
  const requests: Request[] = []
  beforeEach(() => {
    requests.splice(0)
  })
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone())
  })
  return requests
}

/**
 * Reads a recorded request into method, path, query and JSON body.
 * @example
 * const { query } = await seen(requests[0])
 */
export async function seen(request: Request | undefined): Promise<SeenRequest> {
  if (!request) throw new TypeError('no request was sent')
  const url = new URL(request.url)
  const text = await request.text()
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text === '' ? undefined : JSON.parse(text),
  }
}
