import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SandboxWorld } from '@walletkit/fixtures'
import { findFreePort } from '@walletkit/fixtures/node'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { walletkitSandboxPlugin } from './walletkitSandboxPlugin.js'

const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1/__mock/blockchain',
    walletDirectoryUrl: 'http://127.0.0.1/__mock/directory',
    analyticsUrl: 'http://127.0.0.1/__mock/analytics',
  },
}
let root: string
let server: ViteDevServer
let origin: string
let resets = 0

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'walletkit-host-'))
  mkdirSync(join(root, 'src'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>',
  )
  writeFileSync(join(root, 'walletkit.config.ts'), "export default { projectId: '' }\n")
  writeFileSync(
    join(root, 'src', 'main.ts'),
    "import config from '../walletkit.config.js'\nconsole.log(config)\n",
  )
  const port = await findFreePort()
  origin = `http://127.0.0.1:${port}`
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      walletkitSandboxPlugin({
        world,
        reset: async () => {
          resets++
        },
        configFile: join(root, 'walletkit.config.ts'),
      }),
    ],
    server: { host: '127.0.0.1', port, strictPort: true },
  })
  await server.listen()
})
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

it("adds the sandbox's boot script to the host's page", async () => {
  const html = await (await fetch(`${origin}/`)).text()
  expect(html).toContain('<script type="module" src="/@id/__x00__walletkit-sandbox-client"></script>')
  const client = await (await fetch(`${origin}/@id/__x00__walletkit-sandbox-client`)).text()
  expect(client).toMatch(/export \* from "\/@fs\/[^"]+\/sandbox\/src\/host\/client\/hostClient\.ts"/)
  expect(html).toContain('<script type="module" src="/src/main.ts"></script>')
})

it('serves the msw worker and the world on the host’s origin, and resets it', async () => {
  const worker = await fetch(`${origin}/mockServiceWorker.js`)
  expect(worker.status).toBe(200)
  expect(worker.headers.get('content-type')).toBe('text/javascript')
  expect(await worker.text()).toContain('Mock Service Worker')
  // The worker the page registers: msw's, with the build's /assets/ passed through.
  const wrapper = await fetch(`${origin}/sandboxServiceWorker.js`)
  expect(wrapper.status).toBe(200)
  expect(await wrapper.text()).toContain("importScripts('./mockServiceWorker.js')")
  expect(await (await fetch(`${origin}/__sandbox/config.json`)).json()).toEqual(world)
  expect(
    (
      await fetch(`${origin}/__sandbox/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
    ).status,
  ).toBe(204)
  expect(resets).toBe(1)
})

it('hands the app its walletkit.config.ts pointed at the world, once the sandbox has booted', async () => {
  const main = await (await fetch(`${origin}/src/main.ts`)).text()
  expect(main).toContain('/@id/__x00__walletkit-sandbox-config')
  const config = await (await fetch(`${origin}/@id/__x00__walletkit-sandbox-config`)).text()
  expect(config).toContain('await sandboxReady')
  expect(config).toContain('from "/@id/__x00__walletkit-sandbox-client"')
  expect(config).toContain('export default pointConfigAtWorld(config, world)')
  expect(config).toMatch(/import config from "\/walletkit\.config\.ts/)
})
