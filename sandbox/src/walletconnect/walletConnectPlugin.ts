import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { checkSandboxRequest } from '../checkSandboxRequest.js'
import { ownOrigins } from '../ownOrigins.js'
import type { SandboxServer } from '../serveSandboxRoutes.js'
import { abortedWhenClosed } from '../waitForChange.js'
import { WALLET_CONNECT_CONTROL_PATH } from './handleWalletConnectControl.js'

/**
 * A Vite plugin serving the test wallet's controls beside the playground (same origin), by passing
 * `/__sandbox/walletconnect/*` on to the test wallet's process at `controlUrl`. Only the page's own origin (and
 * clients that are no browser) may use them, POSTs only with JSON; nothing refused is passed on.
 * @example createServer({ plugins: [walletConnectPlugin('http://127.0.0.1:40123')] })
 */
export function walletConnectPlugin(controlUrl: string): Plugin {
  const serve = (server: SandboxServer): void => {
    server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      if (!request.url?.startsWith(WALLET_CONNECT_CONTROL_PATH)) return next()
      const refusal = checkSandboxRequest(request, ownOrigins(server))
      if (!refusal) return void forward(controlUrl, request, response)
      response.removeHeader('access-control-allow-origin')
      response.statusCode = refusal.status
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ error: refusal.error }))
    })
  }
  return { name: 'walletkit-sandbox-walletconnect', configureServer: serve, configurePreviewServer: serve }
}

async function forward(
  controlUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A held read (the panel's `?unless=` long poll) is let go upstream too when the page goes away.
  const signal = abortedWhenClosed(response)
  try {
    let body = ''
    for await (const chunk of request) body += chunk
    const answer = await fetch(new URL(request.url ?? '/', controlUrl), {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      signal,
    })
    response.statusCode = answer.status
    response.setHeader('cache-control', 'no-store')
    response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json')
    for (const header of ['allow', 'etag']) {
      const value = answer.headers.get(header)
      if (value) response.setHeader(header, value)
    }
    response.end(await answer.text())
  } catch (error) {
    if (signal.aborted) return
    response.statusCode = 502
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        error: `The test wallet did not answer: ${error instanceof Error ? error.message : error}`,
      }),
    )
  }
}
