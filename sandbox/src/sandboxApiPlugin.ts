import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxWorld } from '@walletkit/fixtures'
import type { Plugin } from 'vite'
import { checkSandboxRequest } from './checkSandboxRequest.js'
import { ownOrigins } from './ownOrigins.js'

/** Parameters of {@link sandboxApiPlugin}. */
export type SandboxApiPluginParameters = {
  world: SandboxWorld
  /** Restores every chain's initial state. */
  reset(): Promise<void>
}

/**
 * A Vite plugin serving the sandbox's own endpoints beside the playground: `GET /__sandbox/config.json` answers the
 * world, `POST /__sandbox/reset` restores every chain and answers 204. Only the page's own origin may call them (and
 * clients that are no browser), POSTs only with JSON: another site's page or form gets 403, a non-JSON POST 415.
 * @example createServer({ plugins: [sandboxApiPlugin({ world, reset })] })
 */
export function sandboxApiPlugin({ world, reset }: SandboxApiPluginParameters): Plugin {
  const routes: Record<string, { method: string; handle(response: ServerResponse): Promise<void> | void }> = {
    '/__sandbox/config.json': {
      method: 'GET',
      handle: (response) => send(response, 200, world),
    },
    '/__sandbox/reset': {
      method: 'POST',
      handle: async (response) => {
        try {
          await reset()
          send(response, 204)
        } catch (error) {
          send(response, 500, { error: error instanceof Error ? error.message : String(error) })
        }
      },
    },
  }
  return {
    name: 'walletkit-sandbox-api',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const route = routes[new URL(request.url ?? '/', 'http://127.0.0.1').pathname]
        if (!route) return next()
        const refusal = checkSandboxRequest(request, ownOrigins(server))
        if (refusal) {
          // Vite's own CORS would name any 127.0.0.1 origin; a refused one learns nothing.
          response.removeHeader('access-control-allow-origin')
          return send(response, refusal.status, { error: refusal.error })
        }
        if (request.method !== route.method) {
          response.setHeader('allow', route.method)
          return send(response, 405, { error: `Use ${route.method}` })
        }
        void route.handle(response)
      })
    },
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  if (body === undefined) return void response.end()
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}
