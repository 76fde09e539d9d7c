// The packages as the registry would serve them: packed from the workspaces, installed outside the repository, the
// app scaffolded by the installed create-walletkit and served by its installed `walletkit dev` (the sandbox's build,
// no tsx, no repository). walletkitDevNamespaces.e2e.ts runs `walletkit dev` from the repository's source.
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { WalletkitDev } from './cli/spawnWalletkitDev.js'
import { startPackedWalletkitDev } from './cli/startPackedWalletkitDev.js'
import { outsideRepositoryEnv } from './harness/installTarballs.js'
import { openPage } from './harness/openPage.js'
import { type PackedWorkspaces, packWorkspaces } from './harness/packWorkspaces.js'
import { runAxe } from './harness/runAxe.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { copyWalletConnectUri, walletConnectPanel } from './harness/walletConnectPanel.js'
import { walletPanel } from './harness/walletPanel.js'

const ALICE = /0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/i
const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')
const browser = startBrowserForFile()
let packed: PackedWorkspaces | undefined

describe.each(['vite-react-ts', 'next-app'])('create-walletkit --template %s', (template) => {
  let dev: WalletkitDev & { createOutput(): string }
  beforeAll(async () => {
    // Into the run's folder (the global setup removes it), the kit as the global setup built it: once per run.
    packed ??= packWorkspaces({ dir: inject('packedDir'), buildKit: false })
    // The app scaffolded once per run: scaffoldedTests.e2e.ts runs the Vite one's own tests.
    dev = await startPackedWalletkitDev(packed, ['--template', template], { shared: true })
  }, 600_000)
  afterAll(() => dev?.stop(), 60_000)

  it('runs as npx runs it, without the sandbox, installs the app with --yes and prints the next steps', () => {
    // The sandbox is an optional peer of create-walletkit: the app installs it, `npx create-walletkit` does not.
    const createWalletkit = join(packed?.dir ?? '', 'create-walletkit', 'node_modules')
    expect(existsSync(join(createWalletkit, 'create-walletkit'))).toBe(true)
    expect(existsSync(join(createWalletkit, '@walletkit', 'sandbox'))).toBe(false)
    const printed = dev.createOutput()
    expect(printed).toMatch(/✔ Installed dependencies in \d+\.\d s/)
    expect(printed).toContain('Next steps:')
    expect(printed).not.toContain('npm install')
  })

  it('installs the released packages from their tarballs, at one version, the sandbox built and without the fixtures', () => {
    const installed = (name: string) => join(dev.projectDir, 'node_modules', name)
    const versionOf = (name: string) =>
      (JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8')) as { version: string }).version
    for (const name of ['walletkit', '@walletkit/sandbox', 'create-walletkit']) {
      expect(lstatSync(installed(name)).isSymbolicLink()).toBe(false)
      expect(versionOf(name)).toBe(versionOf('create-walletkit'))
    }
    expect(existsSync(join(installed('@walletkit/sandbox'), 'dist', 'node', 'host.js'))).toBe(true)
    expect(existsSync(join(installed('@walletkit/sandbox'), 'src', 'host'))).toBe(false)
    expect(existsSync(installed('@walletkit/fixtures'))).toBe(false)
    expect(existsSync(installed('@walletconnect/universal-provider'))).toBe(true)

    // The installed CLI knows its release and finds the app's kit and peers fit it.
    const doctor = spawnSync(join(dev.projectDir, 'node_modules', '.bin', 'walletkit'), ['doctor'], {
      cwd: dev.projectDir,
      encoding: 'utf8',
      env: outsideRepositoryEnv(),
    })
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0)
    const version = versionOf('create-walletkit')
    expect(doctor.stdout).toContain(`✔ walletkit ${version} fits this CLI (^${version})`)
    expect(doctor.stdout).toContain('No problems found.')
  }, 30_000)

  it('serves the app’s page with the sandbox’s client beside it, the connect button rendered on the server by Next.js', async () => {
    const html = await (await fetch(dev.url, { headers: { accept: 'text/html' } })).text()
    expect(html).toContain('/@id/__x00__walletkit-sandbox-client')
    // Vite's page is a shell its script fills; Next.js's server HTML already holds the button.
    const serverButton = /<button[^>]*data-walletkit-button=""[^>]*>Connect Wallet<\/button>/
    expect(serverButton.test(html)).toBe(template === 'next-app')
  })

  it('serves the login frame’s built pages from the installed sandbox', async () => {
    // The printout names where each local service answers, the onramp provider's checkout page included.
    expect(dev.output()).toMatch(/onrampPage\s+http:\/\/127\.0\.0\.1:\d+/)
    const frameUrl = /loginFrameUrl\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(dev.output())?.[1] ?? ''
    const page = await (await fetch(frameUrl)).text()
    expect(page).toContain('<title>Sandbox login frame</title>')
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1] ?? ''
    expect((await fetch(new URL(script, frameUrl))).status).toBe(200)
  })

  it('serves the scaffolded app beside the installed sandbox: the mock wallet connects and signs, then WalletConnect’s QR connects the test wallet', async () => {
    const tab = await openPage(browser(), { name: `packed-${template}` })
    const { page, context } = tab
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(dev.url).origin })
    await page.goto(dev.url)
    const header = page.getByRole('banner')
    await header.getByRole('heading', { name: 'my-app' }).waitFor({ timeout: 30_000 })
    await page.getByRole('region', { name: 'Wallet requests' }).waitFor({ timeout: 30_000 })

    await header.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
    await walletPanel(page).approve('eth_requestAccounts')
    await dialog.waitFor({ state: 'detached', timeout: 10_000 })
    const account = page.getByRole('region', { name: 'Account', exact: true })
    await expect.poll(() => account.textContent(), { timeout: 10_000 }).toMatch(ALICE)
    await expect.poll(() => account.textContent()).toContain('Ethereum (eip155:1)')
    // The app's kit is pointed at the world: the balance is the local chain's, and nothing left the machine.
    await header.getByRole('button', { name: /10,000(\.0+)? ETH/ }).waitFor({ timeout: 15_000 })
    await sign(page, () => walletPanel(page).approve('personal_sign'))
    mkdirSync(SCREENS, { recursive: true })
    await page.screenshot({ path: join(SCREENS, `walletkit-dev-${template}.png`) })
    expect(await runAxe(page, page.locator('.app'))).toEqual([])
    expect(tab.remoteRequests()).toEqual([])
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await header.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 10_000 })

    // WalletConnect, wired in by the template: the QR's URI paired with the sandbox's test wallet on the local relay.
    const wallet = walletConnectPanel(page)
    await header.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('img', { name: 'QR code to connect a wallet' }).waitFor({ timeout: 20_000 })
    await wallet.pair(await copyWalletConnectUri(page))
    await wallet.item('session proposal').waitFor({ timeout: 15_000 })
    await wallet.approve('session proposal')
    await dialog.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => account.textContent(), { timeout: 10_000 }).toMatch(ALICE)
    expect((await wallet.state()).sessions).toHaveLength(1)
    await sign(page, () => wallet.approve('personal_sign'))
    // WalletConnect's Verify asks its attestation service, as in production (the pairing does not wait for it; making
    // it answer locally needs the kit to take the sandbox's Core under `walletkit dev`). Nothing else leaves 127.0.0.1.
    expect(
      tab.remoteRequests().filter((url) => !url.startsWith('https://verify.walletconnect.org/')),
    ).toEqual([])
  })
})

/** Signs the template's message, approved by `approve`; resolves once the card shows the signature. */
async function sign(page: Page, approve: () => Promise<void>) {
  const signing = page.getByRole('region', { name: 'Sign a message' })
  await signing.getByRole('button', { name: 'Sign message' }).click()
  await approve()
  await expect
    .poll(() => signing.getByRole('status').textContent(), { timeout: 15_000 })
    .toMatch(/^Signature: 0x[0-9a-f]{130}$/)
}
