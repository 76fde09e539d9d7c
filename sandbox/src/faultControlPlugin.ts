import type { IncomingMessage } from 'node:http'
import type { Plugin } from 'vite'
import { sendJson } from './sendJson.js'
import { type SandboxRoute, serveSandboxRoutes } from './serveSandboxRoutes.js'

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
  const posts = Object.fromEntries(
    Object.entries(routes).map(([path, route]): [string, SandboxRoute] => [
      path,
      {
        method: 'POST',
        handle: (request, response) =>
          readJson(request)
            .then(async (body) => sendJson(response, 200, await route(body)))
            .catch((error: unknown) =>
              sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) }),
            ),
      },
    ]),
  )
  return {
    name: 'walletkit-sandbox-faults',
    configureServer(server) {
      serveSandboxRoutes(server, posts)
    },
    configurePreviewServer(server) {
      serveSandboxRoutes(server, posts)
    },
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  const body: unknown = text.trim() ? JSON.parse(text) : {}
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}
