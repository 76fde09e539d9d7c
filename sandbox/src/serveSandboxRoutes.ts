import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ViteDevServer } from 'vite'
import { checkSandboxRequest } from './checkSandboxRequest.js'
import { ownOrigins } from './ownOrigins.js'
import { sendJson } from './sendJson.js'

/** What the sandbox's plugins use of a Vite server: its middlewares and its address; a dev or a preview server. */
export type SandboxServer = Pick<ViteDevServer, 'middlewares'> & Parameters<typeof ownOrigins>[0]

/** One `/__sandbox` endpoint: the method it takes and what it answers. */
export type SandboxRoute = {
  method: 'GET' | 'POST'
  handle(request: IncomingMessage, response: ServerResponse): Promise<void> | void
}

/**
 * Serves `routes` (by path) on a Vite dev or preview server, each behind the one guard every `/__sandbox` endpoint shares: only
 * the page's own origin (and clients that are no browser) may call, a POST must carry JSON (403 and 415 otherwise,
 * without Vite's CORS header naming the caller), and another method gets 405 with `allow`.
 * @example serveSandboxRoutes(server, { '/__sandbox/config.json': { method: 'GET', handle: (_, res) => sendJson(res, 200, world) } })
 */
export function serveSandboxRoutes(server: SandboxServer, routes: Record<string, SandboxRoute>): void {
  server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const route = routes[new URL(request.url ?? '/', 'http://127.0.0.1').pathname]
    if (!route) return next()
    const refusal = checkSandboxRequest(request, ownOrigins(server))
    if (refusal) {
      // Vite's own CORS would name any 127.0.0.1 origin; a refused one learns nothing.
      response.removeHeader('access-control-allow-origin')
      return sendJson(response, refusal.status, { error: refusal.error })
    }
    if (request.method !== route.method) {
      response.setHeader('allow', route.method)
      return sendJson(response, 405, { error: `Use ${route.method}` })
    }
    void route.handle(request, response)
  })
}
