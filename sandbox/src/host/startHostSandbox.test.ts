import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SandboxWorld } from '@walletkit/fixtures'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Sandbox } from '../startSandbox.js'
import { childProcessIds } from '../testing/childProcessIds.js'
import { isProcessAlive } from '../testing/isProcessAlive.js'
import { startHostSandbox } from './startHostSandbox.js'

let root: string
let sandbox: Sandbox
let anvilPids: number[]

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'walletkit-host-'))
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Host</title><div id="root"></div>')
  writeFileSync(join(root, 'walletkit.config.ts'), "export default { projectId: '' }\n")
  sandbox = await startHostSandbox({ root, chainIds: [8453] })
  anvilPids = childProcessIds(process.pid, 'anvil')
}, 30_000)
afterAll(async () => {
  await sandbox?.stop()
  rmSync(root, { recursive: true, force: true })
})

it("serves the host's own page on 127.0.0.1, with the sandbox in it", async () => {
  expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  const html = await (await fetch(sandbox.url)).text()
  expect(html).toContain('<title>Host</title>')
  expect(html).toContain('<script type="module" src="/@id/__x00__walletkit-sandbox-client"></script>')
})

it('runs the chains asked for, and serves the stand-in services on the same origin', async () => {
  const world = (await (await fetch(new URL('/__sandbox/config.json', sandbox.url))).json()) as SandboxWorld
  expect(world).toEqual(sandbox.world)
  expect(world.chains.map((chain) => chain.chainId)).toEqual([8453])
  expect(world.services.blockchainApiUrl).toBe(`${sandbox.url}__mock/blockchain`)
  expect(anvilPids).toHaveLength(1)
})

it('stops the dev server and every chain', async () => {
  await sandbox.stop()
  await expect(fetch(sandbox.url)).rejects.toThrow()
  expect(anvilPids.filter(isProcessAlive)).toEqual([])
})
