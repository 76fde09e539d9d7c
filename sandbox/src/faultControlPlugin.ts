import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { checkSandboxRequest } from './checkSandboxRequest.js'
import { ownOrigins } from './ownOrigins.js'

/** What the fault controls act on: the relay's outage switch and the chains' restart. */
export type FaultControls = {
  relay: { drop(): void; restore(): void; isUp(): boolean }
  /** Stops the chain's anvil and starts a fresh one on the same RPC URL (initial balances, same token addresses). */
  restartChain(chainId: number): Promise<void>
}

type Route = (body: Record<string, unknown>) => Promise<unknown> | unknown

/**
 * A Vite plugin serving the sandbox's fault controls beside the playground, for tests of how the kit weathers them:
 * `POST /__sandbox/relay {"action":"drop"|"restore"}` takes the WalletConnect relay down (every socket closed, new
 * ones refused) or brings it back, answering `{ relay: "down"|"up" }`; `POST /__sandbox/chain/restart {"chainId":1}`
 * restarts that chain's anvil from scratch, answering `{ chainId }` once it is up. Guarded like every `/__sandbox`
 * endpoint: only the page's own origin (and clients that are no browser), POSTs only with JSON (403, 415 otherwise).
 * @example createServer({ plugins: [faultControlPlugin({ relay, restartChain })] })
 */
export function faultControlPlugin({ relay, restartChain }: FaultControls): Plugin {
  const routes: Record<string, Route> = {
    '/__sandbox/relay': ({ action }) => {
      if (action === 'drop') relay.drop()
      else if (action === 'restore') relay.restore()
      else throw new RangeError(`Unknown relay action ${JSON.stringify(action)}: use "drop" or "restore"`)
      return { relay: relay.isUp() ? 'up' : 'down' }
    },
    '/__sandbox/chain/restart': async ({ chainId }) => {
      if (typeof chainId !== 'number') throw new RangeError('Name the chain to restart: {"chainId": 1}')
      await restartChain(chainId)
      return { chainId }
    },
  }
  return {
    name: 'walletkit-sandbox-faults',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const route = routes[new URL(request.url ?? '/', 'http://127.0.0.1').pathname]
        if (!route) return next()
        const refusal = checkSandboxRequest(request, ownOrigins(server))
        if (refusal) {
          response.removeHeader('access-control-allow-origin')
          return send(response, refusal.status, { error: refusal.error })
        }
        if (request.method !== 'POST') {
          response.setHeader('allow', 'POST')
          return send(response, 405, { error: 'Use POST' })
        }
        void readJson(request)
          .then(async (body) => send(response, 200, await route(body)))
          .catch((error: unknown) =>
            send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
          )
      })
    },
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  const body: unknown = text.trim() ? JSON.parse(text) : {}
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}
