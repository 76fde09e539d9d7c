import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../e2e/harness/launchBrowser.js'
import { buildHostPage } from './buildHostPage.js'
import { bundleKitPackage } from './bundleKitPackage.js'
import { measureOnce } from './measureOnce.js'
import { serveStatic } from './serveStatic.js'
import { START_UP_BUDGET_KIB } from './startupBudget.js'

describe("the start-up download of a minimal host page over the kit's built package, built for production", () => {
  let outDir = ''
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    // Vitest runs with NODE_ENV "test", which would give the kit and the host React's development JSX runtime.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const kit = bundleKitPackage()
    try {
      outDir = await buildHostPage('hostPage', { kitPackage: kit.dir })
    } finally {
      process.env.NODE_ENV = nodeEnv
      kit.remove()
    }
    server = await serveStatic(outDir)
    browser = await launchBrowser()
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  it(`stays within ${START_UP_BUDGET_KIB} KiB gz at load; the modal's code comes after it, at idle or on the click`, async () => {
    if (!browser || !server) throw new Error('the host page did not start')
    const measurement = await measureOnce(browser, server.url, 'Bench Wallet')
    const beforeClickKiB = measurement.jsAtLoadGzip / 1024
    expect(beforeClickKiB, `start-up JS ${beforeClickKiB.toFixed(1)} KiB gz`).toBeLessThanOrEqual(
      START_UP_BUDGET_KIB,
    )
    // The modal and its first view load once the page is idle (or with the click), never in the start-up download.
    expect(measurement.jsAtIdleGzip + measurement.jsOnOpenGzip).toBeGreaterThan(10 * 1024)
  }, 120_000)
})
