import type { ServerResponse } from 'node:http'

/**
 * Ends a sandbox endpoint's response: `status`, never cached, with `body` as JSON (or no body at all).
 * @example sendJson(response, 200, { relay: 'up' }); sendJson(response, 204)
 */
export function sendJson(response: ServerResponse, status: number, body?: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  if (body === undefined) return void response.end()
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}
