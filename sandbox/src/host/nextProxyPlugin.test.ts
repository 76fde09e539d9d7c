import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { injectIntoHead, nextProxyPlugin } from './nextProxyPlugin.js'

let upstream: Server
let server: ViteDevServer
let origin = ''
const seen: string[] = []

beforeAll(async () => {
  // A stand-in for `next dev`: a page, a script, and a path the sandbox must keep for itself.
  upstream = createHttpServer((request, response) => {
    seen.push(`${request.method} ${request.url}`)
    if (request.url === '/_next/static/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return response.end('console.log("app")')
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'a=1' })
    response.write('<!doctype html><html><head><title>Next</title></head>')
    response.end('<body><button>Connect Wallet</button></body></html>')
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  server = await createServer({
    configFile: false,
    appType: 'custom',
    logLevel: 'silent',
    plugins: [
      {
        name: 'sandbox-route',
        configureServer(vite) {
          vite.middlewares.use('/__sandbox/config.json', (_, response) => response.end('{"sandbox":true}'))
        },
      },
      nextProxyPlugin({ target, headHtml: () => '<script type="module" src="/@fs/boot.ts"></script>' }),
    ],
    server: { host: '127.0.0.1', port: 0 },
  })
  await server.listen()
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
})
afterAll(async () => {
  await server?.close()
  upstream?.close()
})

it("serves Next.js's pages on the sandbox's origin with the boot script in their head, cookies kept", async () => {
  const response = await fetch(`${origin}/account?tab=1`, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('set-cookie')).toBe('a=1')
  expect(await response.text()).toBe(
    '<!doctype html><html><head><title>Next</title><script type="module" src="/@fs/boot.ts"></script></head>' +
      '<body><button>Connect Wallet</button></body></html>',
  )
  expect(seen).toContain('GET /account?tab=1')
})

it("passes Next.js's other files through untouched, and keeps the sandbox's own paths", async () => {
  expect(await (await fetch(`${origin}/_next/static/app.js`)).text()).toBe('console.log("app")')
  seen.length = 0
  expect(await (await fetch(`${origin}/__sandbox/config.json`)).json()).toEqual({ sandbox: true })
  expect(seen).toEqual([])
})

it('puts the HTML at the start of a page without a head', () => {
  expect(injectIntoHead('<p>hi</p>', '<script></script>')).toBe('<script></script><p>hi</p>')
})
