import { type IncomingMessage, request, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import type { Plugin } from 'vite'

/** What the sandbox's own server answers: Vite's modules, the sandbox API, the stand-in services, the msw worker. */
const SANDBOX_PATHS = [
  '/@',
  '/__sandbox',
  '/__mock',
  '/mockServiceWorker.js',
  '/sandboxServiceWorker.js',
  '/node_modules/',
  '/__vite',
]

/** Parameters of {@link nextProxyPlugin}. */
export type NextProxyPluginParameters = {
  /** Where `next dev` answers, e.g. `http://127.0.0.1:4100`. */
  target: string
  /** The HTML put into each page Next.js serves (the sandbox's boot script), before `</head>`. */
  headHtml: () => string
}

/**
 * Puts a Next.js dev server behind the sandbox's origin: every request the sandbox does not answer itself goes to
 * `next dev` (its pages, `/_next/*` and the HMR WebSocket), and each HTML page gets the sandbox's boot script.
 * @example createServer({ appType: 'custom', plugins: [...sandboxPlugins, nextProxyPlugin({ target, headHtml })] })
 */
export function nextProxyPlugin({ target, headHtml }: NextProxyPluginParameters): Plugin {
  const upstream = new URL(target)
  const ownPath = (url: string | undefined) => {
    const path = new URL(url ?? '/', 'http://127.0.0.1').pathname
    return SANDBOX_PATHS.some((prefix) => path.startsWith(prefix))
  }
  return {
    name: 'walletkit-sandbox-next-proxy',
    configureServer(server) {
      server.middlewares.use((incoming: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (ownPath(incoming.url)) return next()
        forward(incoming, response, upstream, headHtml)
      })
      server.httpServer?.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
        // Vite answers its own HMR socket (protocol vite-hmr or vite-ping); Next.js's goes through.
        if (
          ownPath(incoming.url) ||
          String(incoming.headers['sec-websocket-protocol'] ?? '').startsWith('vite')
        )
          return
        tunnel(incoming, socket, head, upstream)
      })
    },
  }
}

function forward(incoming: IncomingMessage, response: ServerResponse, upstream: URL, headHtml: () => string) {
  const page = incoming.method === 'GET' && String(incoming.headers.accept ?? '').includes('text/html')
  const headers = {
    ...incoming.headers,
    host: upstream.host,
    ...(page ? { 'accept-encoding': 'identity' } : {}),
  }
  const outgoing = request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      path: incoming.url,
      method: incoming.method,
      headers,
    },
    (answer) => {
      if (!page || !String(answer.headers['content-type'] ?? '').includes('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers
        response.writeHead(answer.statusCode ?? 200, rest)
        response.end(injectIntoHead(Buffer.concat(chunks).toString('utf8'), headHtml()))
      })
    },
  )
  outgoing.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
    response.end(`next dev did not answer: ${error.message}`)
  })
  incoming.pipe(outgoing)
}

/** Replays the upgrade request to `next dev` and joins the two sockets. */
function tunnel(incoming: IncomingMessage, socket: Duplex, head: Buffer, upstream: URL) {
  const target = connect(Number(upstream.port), upstream.hostname, () => {
    const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`]
    for (let index = 0; index < incoming.rawHeaders.length; index += 2)
      lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`)
    target.write(`${lines.join('\r\n')}\r\n\r\n`)
    if (head.length > 0) target.write(head)
    socket.pipe(target).pipe(socket)
  })
  target.on('error', () => socket.destroy())
  socket.on('error', () => target.destroy())
}

/**
 * The page with `html` before its `</head>` (or at its start when it has none).
 * @example injectIntoHead('<html><head></head></html>', '<script></script>') // '<html><head><script></script></head></html>'
 */
export function injectIntoHead(page: string, html: string): string {
  const end = page.indexOf('</head>')
  return end === -1 ? `${html}${page}` : `${page.slice(0, end)}${html}${page.slice(end)}`
}
