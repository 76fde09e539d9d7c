import type { SandboxWorld } from '@walletkit/fixtures'
import type { Plugin } from 'vite'
import { sendJson } from './sendJson.js'
import { type SandboxRoute, serveSandboxRoutes } from './serveSandboxRoutes.js'

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
  const routes: Record<string, SandboxRoute> = {
    '/__sandbox/config.json': {
      method: 'GET',
      handle: (_request, response) => sendJson(response, 200, world),
    },
    '/__sandbox/reset': {
      method: 'POST',
      handle: async (_request, response) => {
        try {
          await reset()
          sendJson(response, 204)
        } catch (error) {
          sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) })
        }
      },
    },
  }
  return {
    name: 'walletkit-sandbox-api',
    configureServer(server) {
      serveSandboxRoutes(server, routes)
    },
    configurePreviewServer(server) {
      serveSandboxRoutes(server, routes)
    },
  }
}
