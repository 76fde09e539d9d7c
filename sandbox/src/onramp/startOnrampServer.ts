import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { readOnrampOrder, type SandboxChain } from '@walletkit/fixtures'
import { checkSandboxRequest } from '../checkSandboxRequest.js'
import { originsOf } from '../originsOf.js'
import { SandboxError } from '../SandboxError.js'
import { sandboxFile } from '../sandboxFiles.js'
import { sendJson } from '../sendJson.js'
import { payOnrampOrder } from './payOnrampOrder.js'
import { renderOnrampPage } from './renderOnrampPage.js'

/** The running fake onramp provider: its checkout page on its own 127.0.0.1 origin. */
export type OnrampServer = {
  /** The checkout page the generated URLs open (the world's `onrampUrl`), e.g. `http://127.0.0.1:41235/`. */
  url: string
  close(): Promise<void>
}

/** The checkout page's script and styles, shipped as they are in the package (`files`). */
const PAGE_DIR = sandboxFile('src/onramp/page')
const PAGE_FILES: Record<string, string> = {
  '/onrampPage.css': 'text/css; charset=utf-8',
  '/onrampPage.js': 'text/javascript; charset=utf-8',
}

/** The page runs its own script and style only, talks to its own server only, and is framed by nobody. */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Starts the sandbox's fake onramp provider on `host:port` (a port the system picks unless given): `GET /` is the
 * checkout page for the order in its query (or why the order cannot be paid, HTTP 400), `POST /api/pay` delivers the
 * order on its local chain, one of `chains`. A
 * visitor opens the page from any app, so the page itself takes any navigation; `/api/pay` answers only the page's
 * own origin (and clients that are no browser), with JSON (checkSandboxRequest).
 * @example const onramp = await startOnrampServer({ host: '127.0.0.1', chains: world.chains }); await onramp.close()
 */
export async function startOnrampServer({
  host,
  port = 0,
  chains,
}: {
  host: string
  port?: number
  chains: readonly SandboxChain[]
}): Promise<OnrampServer> {
  let ownOrigins: string[] = []
  const server = createServer((request, response) => {
    void answer(request, response, chains, ownOrigins).catch((error: unknown) => {
      if (response.headersSent) return void response.end()
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new SandboxError(`The onramp page could not listen on ${host}:${port}`, { cause: error })),
    )
    server.listen(port, host, () => resolve())
  })
  const listening = (server.address() as AddressInfo).port
  ownOrigins = originsOf(host, listening)
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return closing
  }
  return { url: `http://${host}:${listening}/`, close }
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  chains: readonly SandboxChain[],
  ownOrigins: readonly string[],
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const reads = request.method === 'GET' || request.method === 'HEAD'
  if (url.pathname === '/' && reads) {
    const result = readOnrampOrder(url.searchParams, chains)
    response.statusCode = result.order ? 200 : 400
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', 'no-store')
    response.setHeader('content-security-policy', PAGE_POLICY)
    response.setHeader('x-frame-options', 'DENY')
    return void response.end(renderOnrampPage(result))
  }
  const type = PAGE_FILES[url.pathname]
  if (type && reads) {
    response.setHeader('content-type', type)
    return void response.end(await readFile(join(PAGE_DIR, url.pathname)))
  }
  if (url.pathname !== '/api/pay')
    return sendJson(response, 404, { error: `No route ${request.method} ${url.pathname}` })
  const refusal = checkSandboxRequest(request, ownOrigins)
  if (refusal) return sendJson(response, refusal.status, { error: refusal.error })
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    return sendJson(response, 405, { error: 'Use POST' })
  }
  const body = await readJson(request)
  const order = typeof body?.order === 'string' ? body.order : undefined
  if (order === undefined)
    return sendJson(response, 400, { error: 'The body needs the order: { "order": "?…" }' })
  const result = readOnrampOrder(new URLSearchParams(order), chains)
  if (!result.order) return sendJson(response, 400, { error: result.problems.join(' ') })
  try {
    sendJson(response, 200, await payOnrampOrder(result.order))
  } catch (error) {
    sendJson(response, 502, { error: error instanceof Error ? error.message : String(error) })
  }
}

/** The JSON body as an object; undefined when it is not a JSON object. */
async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
