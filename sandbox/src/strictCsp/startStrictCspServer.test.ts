import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSP_NONCE_PLACEHOLDER } from './buildStrictCspPlayground.js'
import { type StrictCspServer, startStrictCspServer } from './startStrictCspServer.js'

let root: string
let sandbox: Server
let server: StrictCspServer
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'strict-csp-test-'))
  await writeFile(
    join(root, 'index.html'),
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script src="/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  )
  await writeFile(join(root, 'app.js'), 'console.log(1)')
  // A stand-in for the running sandbox: answers its world.
  sandbox = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ path: request.url, origin: request.headers.origin ?? null }))
  })
  await new Promise<void>((resolve) => sandbox.listen(0, '127.0.0.1', resolve))
  const sandboxUrl = `http://127.0.0.1:${(sandbox.address() as AddressInfo).port}/`
  server = await startStrictCspServer({ root, sandboxUrl })
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => sandbox.close(resolve))
  await rm(root, { recursive: true, force: true })
  await rm(`${root}-secret.txt`, { force: true })
})

function statusOfRawPath(path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: new URL(server.url).port, path }, (response) => {
      response.resume()
      resolve(response.statusCode)
    }).on('error', reject)
  })
}

describe('startStrictCspServer', () => {
  it('writes the nonce of its policy into every nonce placeholder of the page', async () => {
    const response = await fetch(server.url)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const html = await response.text()
    expect(nonce).toBeDefined()
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER)
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(3)
  })

  it('serves the built files, and nothing outside them', async () => {
    const script = await fetch(new URL('/app.js', server.url))
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log(1)')
    expect((await fetch(new URL('/missing.js', server.url))).status).toBe(404)
    // A raw path with an encoded slash (a URL parser resolves plain dots itself) naming a file beside the build.
    await writeFile(`${root}-secret.txt`, 'secret')
    expect(await statusOfRawPath(`/..%2f${basename(root)}-secret.txt`)).toBe(404)
  })

  it('collects what browsers post to the report-uri', async () => {
    const report = {
      'document-uri': server.url,
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    }
    const posted = await fetch(new URL('/__csp-report', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': report }),
    })
    expect(posted.status).toBe(204)
    expect(server.reports()).toEqual([report])
  })

  it('forwards /__sandbox/* to the sandbox for its own page only', async () => {
    const own = await fetch(new URL('/__sandbox/config.json?x=1', server.url), {
      headers: { origin: server.url.slice(0, -1) },
    })
    expect(await own.json()).toEqual({ path: '/__sandbox/config.json?x=1', origin: null })
    const foreign = await fetch(new URL('/__sandbox/config.json', server.url), {
      headers: { origin: 'http://evil.example' },
    })
    expect(foreign.status).toBe(403)
  })
})
