// Test support for every kit test that talks to the provider's services over HTTP.
import type { AnyHandler } from 'msw'
import { type SetupServer, setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * An msw server for one test file: it listens before the file's tests with unhandled requests as errors, drops what a
 * test added with `server.use` after each test (back to `handlers`), and closes after the file. Call it at the top of
 * the file; pass the fixtures' handlers (`createHandlers` from `@walletkit/fixtures`) for realistic answers and add a
 * hand-written handler in a test only where the wire's edge case is the point.
 * @example
 * const server = setupTestServer(...createHandlers({ world: testWorld(), scenario: () => undefined }))
 * server.use(http.get(`${api}/v1/supported-chains`, () => new HttpResponse(null, { status: 500 })))
 */
export function setupTestServer(...handlers: AnyHandler[]): SetupServer {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
