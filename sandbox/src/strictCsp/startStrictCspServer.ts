import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { checkSandboxRequest } from '../checkSandboxRequest.js'
import { originsOf } from '../originsOf.js'
import { sendJson } from '../sendJson.js'
import { CSP_NONCE_PLACEHOLDER } from './buildStrictCspPlayground.js'
import { CSP_REPORT_PATH, strictCspPolicy } from './strictCspPolicy.js'

/** Parameters of {@link startStrictCspServer}. */
export type StartStrictCspServerParameters = {
  /** The built playground (see `buildStrictCspPlayground`). */
  root: string
  /** The running sandbox whose `/__sandbox/*` endpoints (world, reset, test wallet) the page calls on its own origin. */
  sandboxUrl: string
  host?: string
  /** A free port unless given. */
  port?: number
}

/** A running strict-CSP server: its page, the violation reports browsers sent it, and a way to stop it. */
export type StrictCspServer = {
  url: string
  /** Every report the browsers posted to the policy's `report-uri`, in arrival order (the `csp-report` objects). */
  reports(): Record<string, unknown>[]
  close(): Promise<void>
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * Serves a production build of the playground on 127.0.0.1 under {@link strictCspPolicy}, with a fresh nonce in the
 * policy and the page's `<meta property="csp-nonce">` on every response; collects the reports of `report-uri`, and
 * forwards `/__sandbox/*` to the running sandbox so the page finds its world on its own origin.
 * @example const server = await startStrictCspServer({ root, sandboxUrl }); await page.goto(server.url)
 */
export async function startStrictCspServer({
  root,
  sandboxUrl,
  host = '127.0.0.1',
  port = 0,
}: StartStrictCspServerParameters): Promise<StrictCspServer> {
  const reports: Record<string, unknown>[] = []
  const server = createServer((request, response) => {
    const nonce = randomBytes(16).toString('base64')
    response.setHeader('content-security-policy', strictCspPolicy({ nonce }))
    response.setHeader('x-content-type-options', 'nosniff')
    const { pathname, search } = new URL(request.url ?? '/', 'http://127.0.0.1')
    let answering: Promise<void>
    if (pathname === CSP_REPORT_PATH) answering = collectReport(request, response, reports)
    else if (pathname.startsWith('/__sandbox/')) {
      const address = server.address() as AddressInfo
      const refusal = checkSandboxRequest(request, originsOf(host, address.port))
      answering = refusal
        ? Promise.resolve(sendJson(response, refusal.status, { error: refusal.error }))
        : forward(request, response, new URL(`${pathname}${search}`, sandboxUrl))
    } else answering = serveFile(root, pathname, nonce, response)
    answering.catch((error: unknown) => sendJson(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}/`,
    reports: () => [...reports],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function serveFile(root: string, pathname: string, nonce: string, response: ServerResponse) {
  const relative = pathname === '/' ? 'index.html' : normalize(decodeURIComponent(pathname)).slice(1)
  if (relative.startsWith('..') || relative.includes('\0'))
    return sendJson(response, 404, { error: 'Not found' })
  const body = await readFile(join(root, relative)).catch(() => undefined)
  if (!body) return sendJson(response, 404, { error: 'Not found' })
  const type = contentTypes[extname(relative)] ?? 'application/octet-stream'
  response.setHeader('content-type', type)
  response.setHeader('cache-control', 'no-store')
  // The page's nonce changes with every response; Vite wrote a placeholder wherever it goes.
  response.end(type.startsWith('text/html') ? body.toString().replaceAll(CSP_NONCE_PLACEHOLDER, nonce) : body)
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function collectReport(
  request: IncomingMessage,
  response: ServerResponse,
  reports: Record<string, unknown>[],
) {
  if (request.method !== 'POST') return sendJson(response, 200, reports)
  const body = JSON.parse((await readBody(request)).toString() || '{}') as Record<string, unknown>
  reports.push((body['csp-report'] ?? body) as Record<string, unknown>)
  sendJson(response, 204)
}

async function forward(request: IncomingMessage, response: ServerResponse, target: URL) {
  const type = request.headers['content-type']
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const answer = await fetch(target, {
    method: request.method ?? 'GET',
    headers: type ? { 'content-type': type } : {},
    ...(hasBody ? { body: new Uint8Array(await readBody(request)) } : {}),
  })
  response.statusCode = answer.status
  response.setHeader('cache-control', 'no-store')
  const answerType = answer.headers.get('content-type')
  if (answerType) response.setHeader('content-type', answerType)
  response.end(Buffer.from(await answer.arrayBuffer()))
}
