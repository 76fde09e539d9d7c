import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sandboxAccounts } from '@walletkit/fixtures'
import { isPortListening } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base } from 'walletkit/networks'
import { childProcessIds } from '../testing/childProcessIds.js'
import { isProcessAlive } from '../testing/isProcessAlive.js'
import { attachWorld, WORLD_ENV } from './attachWorld.js'
import { type StartedWorld, startWorld } from './startWorld.js'

const portOf = (url: string) => Number(new URL(url).port)

describe('startWorld', () => {
  let world: StartedWorld
  let anvilPids: number[]

  beforeAll(async () => {
    world = await startWorld({ chains: [8453], scenario: 'balance-500', kit: 'source' })
    anvilPids = childProcessIds(process.pid, 'anvil')
  }, 30_000)
  afterAll(() => world?.stop())

  it('refuses a scenario the catalogue does not have, before starting anything', async () => {
    await expect(startWorld({ scenario: 'no-such-scenario' })).rejects.toThrow(
      'No scenario "no-such-scenario" in the catalogue',
    )
  })

  it('answers its URLs on 127.0.0.1: the playground, one chain, the services', async () => {
    expect(world.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect((await fetch(world.url)).status).toBe(200)
    expect(world.world.chains.map((chain) => chain.chainId)).toEqual([8453])
    expect(world.rpcUrls[8453]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(world.world.services.loginFrameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(world.world.services.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(world.world.namespaces).toEqual(['eip155'])
    expect(world.pageUrl()).toBe(`${world.url}?scenario=balance-500`)
    expect(world.pageUrl({ scenario: null, path: '/wagmi.html' })).toBe(`${world.url}wagmi.html`)
    expect(() => world.pageUrl({ scenario: 'nope' })).toThrow('No scenario "nope" in the catalogue')
    world.setScenario(undefined)
    expect(world.scenario).toBeUndefined()
    expect(world.pageUrl()).toBe(world.url)
  })

  it('hands itself over to a test worker through WALLETKIT_WORLD, whose controls reach the same chains', async () => {
    expect(JSON.parse(process.env[WORLD_ENV] ?? '{}')).toEqual(world.info)
    const attached = attachWorld()
    expect(attached.url).toBe(world.url)
    const alice = sandboxAccounts[0]?.address as `0x${string}`
    await world.chains.setBalance(alice, 42n)
    expect(await attached.chains.balanceOf(alice, { chainId: 8453 })).toBe(42n)
    await world.reset()
    expect(await attached.chains.balanceOf(alice, { chainId: 8453 })).not.toBe(42n)
    expect((await attached.walletConnect.state()).address).toBe(alice)
  })

  it('stops everything: no anvil left, no port listening, the hand-over gone', async () => {
    expect(anvilPids.length).toBe(1)
    const urls = [
      world.url,
      world.rpcUrls[8453] as string,
      world.world.services.loginFrameUrl as string,
      (world.world.services.relayUrl as string).replace('ws:', 'http:'),
      world.world.onrampUrl as string,
    ]
    await world.stop()
    await world.stop()
    for (const pid of anvilPids) expect(isProcessAlive(pid)).toBe(false)
    expect(childProcessIds(process.pid, 'anvil')).toEqual([])
    for (const url of urls) expect(await isPortListening(portOf(url)), url).toBe(false)
    expect(process.env[WORLD_ENV]).toBeUndefined()
    expect(() => attachWorld()).toThrow('No world is running')
  })
})

describe('startWorld with an app', () => {
  let root: string
  let world: StartedWorld

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'walletkit-world-app-'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>My app</title><div id="root"></div>')
    writeFileSync(join(root, 'walletkit.config.ts'), "export default { projectId: '' }\n")
    world = await startWorld({ app: { root, config: { projectId: '', networks: [base] } } })
  }, 30_000)
  afterAll(async () => {
    await world?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  it("serves the app's own page with the sandbox in it, and runs the config's eip155 networks as local chains", async () => {
    const html = await (await fetch(world.pageUrl({ scenario: 'balance-500' }))).text()
    expect(html).toContain('<title>My app</title>')
    expect(html).toContain('walletkit-sandbox-client')
    expect(world.world.chains.map((chain) => chain.chainId)).toEqual([8453])
    expect(JSON.parse(process.env[WORLD_ENV] ?? '{}').url).toBe(world.url)
  })

  it('stops the app server with the world', async () => {
    await world.stop()
    expect(await isPortListening(portOf(world.url))).toBe(false)
  })
})
