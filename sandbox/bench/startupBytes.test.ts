import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../e2e/harness/launchBrowser.js'
import { buildHostPage } from './buildHostPage.js'
import { bundleKitPackage } from './bundleKitPackage.js'
import { measureOnce, type Visit } from './measureOnce.js'
import { serveStatic } from './serveStatic.js'
import { START_UP_BUDGET_KIB } from './startupBudget.js'

/** Names only zod's core schemas carry, kept by minifiers: `$constructor("$ZodType", …)` and its error class. */
const ZOD_CORE_MARKERS = ['$ZodType', '$ZodError']

describe("the start-up download of a minimal host page over the kit's built package, built for production", () => {
  let outDir = ''
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined
  let browser: Browser | undefined
  let visit: Visit | undefined

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
    visit = await measureOnce(browser, server.url, 'Bench Wallet')
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  it(`stays within ${START_UP_BUDGET_KIB} KiB gz at load; the modal's code comes after it, at idle or on the click`, () => {
    if (!visit) throw new Error('the host page was not measured')
    const beforeClickKiB = visit.jsAtLoadGzip / 1024
    expect(beforeClickKiB, `start-up JS ${beforeClickKiB.toFixed(1)} KiB gz`).toBeLessThanOrEqual(
      START_UP_BUDGET_KIB,
    )
    // The modal and its first view load once the page is idle (or with the click), never in the start-up download.
    expect(visit.jsAtIdleGzip + visit.jsOnOpenGzip).toBeGreaterThan(10 * 1024)
  })

  // zod's core does not tree-shake below about 15 KiB gz; the options are parsed with valibot for that reason, and
  // zod loads with the views, API clients and login frame. A zod import on the start-up path puts it back.
  it('downloads none of zod before the first click', () => {
    if (!visit) throw new Error('the host page was not measured')
    expect(visit.scriptsAtLoad.length).toBeGreaterThan(0)
    const withZod = visit.scriptsAtLoad.filter((url) => {
      const code = readFileSync(join(outDir, new URL(url).pathname), 'utf8')
      return ZOD_CORE_MARKERS.some((marker) => code.includes(marker))
    })
    expect(withZod).toEqual([])
  })
})
