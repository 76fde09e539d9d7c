import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type Sandbox, startSandbox } from '../src/startSandbox.js'
import { buildKitPackage } from './harness/buildKitPackage.js'
import { findChromium, NO_CHROMIUM_MESSAGE } from './harness/findChromium.js'
import { HarnessError } from './harness/HarnessError.js'
import { launchBrowserServer } from './harness/launchBrowserServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One playground URL per e2e worker, each a sandbox of its own; a file reads its own with `sandboxUrl()`. */
    sandboxUrls: string[]
    /** A fresh folder for this run's package tarballs: `packWorkspaces` packs into it once, for every file. */
    packedDir: string
    /** The run's Chromium, which each file connects to (`startBrowserForFile`). */
    browserWsEndpoint: string
  }
}

/**
 * Starts one sandbox (chains, mocks, login frame, relay, playground) per e2e worker for the run, and the one Chromium
 * every file connects to, and stops them afterwards; first, a browser is needed. Each file runs against its worker's own sandbox. The e2e project has one
 * worker for now (vitest.config.ts says why), so one sandbox.
 * The playgrounds load the kit as a host does, from its freshly built package: what users get, and a page boots from
 * a few bundled files instead of some 600 source modules (about half the time of each page load).
 */
export default function setup(project: TestProject) {
  // As vitest.config.ts counts them: with fileParallelism off, the project's maxWorkers reads 1 here.
  return startE2eRun(project, { sandboxes: Math.max(1, Number(process.env.WALLETKIT_E2E_WORKERS) || 1) })
}

/**
 * What an e2e project's run needs: a browser first, the kit's package built, `sandboxes` sandboxes (none for the
 * `e2e-apps` project, whose apps run their own), the run's tarball folder and Chromium; resolves the function that
 * stops them.
 */
export async function startE2eRun(project: TestProject, { sandboxes: count }: { sandboxes: number }) {
  if (!findChromium()) throw new HarnessError(NO_CHROMIUM_MESSAGE)
  buildKitPackage()
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      // Pages configure eip155 alone unless their URL asks for more (`?namespaces=solana`): the suites of one namespace
      // see the modal a host of EVM chains shows; the namespace suites name the ones they test.
      startSandbox({ kit: 'package', namespaces: ['eip155'], onWarning: (message) => console.warn(message) }),
    ),
  )
  const sandboxes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const packedDir = mkdtempSync(join(tmpdir(), 'walletkit-packed-'))
  const browser = await launchBrowserServer().catch((error: unknown) => error as Error)
  const stop = () =>
    Promise.all([
      ...sandboxes.map((sandbox: Sandbox) => sandbox.stop()),
      browser instanceof Error ? undefined : browser.close(),
    ]).then(() => rmSync(packedDir, { recursive: true, force: true }))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure || browser instanceof Error) {
    await stop()
    throw failure ? failure.reason : browser
  }
  project.provide(
    'sandboxUrls',
    sandboxes.map((sandbox) => sandbox.url),
  )
  project.provide('packedDir', packedDir)
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  return stop
}
