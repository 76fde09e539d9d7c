import { existsSync } from 'node:fs'
import type { SandboxWorld } from '@walletkit/fixtures'
import { findFreePort } from '@walletkit/fixtures/node'
import { expect, it } from 'vitest'
import { buildLoginFramePages } from './buildLoginFramePages.js'
import { startLoginFrameServer } from './startLoginFrameServer.js'

const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9/',
    walletDirectoryUrl: 'http://127.0.0.1:9/',
    analyticsUrl: 'http://127.0.0.1:9/',
  },
}

it('builds the frame’s pages, which the frame server then serves as bundles instead of its source modules', async () => {
  const pages = await buildLoginFramePages()
  const frame = await startLoginFrameServer({
    host: '127.0.0.1',
    port: await findFreePort(),
    world,
    allowedOrigins: [],
    pagesDir: pages.dir,
  })
  try {
    const html = await (await fetch(frame.url)).text()
    expect(html).toContain('<title>Sandbox login frame</title>')
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? ''
    expect((await fetch(new URL(script, frame.url))).status).toBe(200)
    // The built page names no source module, which the server would otherwise transform on request.
    expect(html).not.toMatch(/src="[^"]*\.ts"/)
  } finally {
    await frame.close()
    pages.remove()
  }
  expect(existsSync(pages.dir)).toBe(false)
}, 60_000)
