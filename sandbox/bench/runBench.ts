// `npm run bench`: builds a minimal host page (React + the connect button), serves it on 127.0.0.1 and measures
// it in headless Chromium, as the peers in shared research were measured. Prints a table and writes JSON to
// .artifacts/bench/modal.json. Numbers, not a pass/fail: this machine is shared and noisy.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumArguments, chromiumExecutablePath } from '../e2e/harness/chromiumArguments.js'
import { buildHostPage } from './buildHostPage.js'
import { type Measurement, measureOnce } from './measureOnce.js'
import { median } from './median.js'
import { serveStatic } from './serveStatic.js'
import { START_UP_BUDGET_KIB } from './startupBudget.js'

const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice(7) ?? 9)
/** `--hover=150`: rest the pointer on the button this long before clicking, as a visitor does. */
const hoverMs = Number(process.argv.find((argument) => argument.startsWith('--hover='))?.slice(8) ?? 0)

const peers = [
  { kit: 'Reown AppKit 1.8.24', js: 731.6, dialog: 154, heap: 9.9 },
  { kit: 'RainbowKit 2.2.11', js: 639.8, dialog: 75, heap: 7.9 },
  { kit: 'ConnectKit 1.9.2', js: 530.2, dialog: 109, heap: 8.3 },
  { kit: 'React 19 + hand-made modal (peers study)', js: 66.5, dialog: 6, heap: 2.5 },
]

/** Builds, serves and measures one page: a warm-up visit, then `runs` cold visits. */
async function benchPage(page: 'hostPage' | 'baselinePage') {
  const outDir = await buildHostPage(page)
  const server = await serveStatic(outDir)
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    headless: true,
    args: chromiumArguments,
  })
  const measurements: Measurement[] = []
  try {
    await measureOnce(browser, server.url, 'Bench Wallet') // warm-up: the OS file cache, not the browser's
    for (let run = 0; run < runs; run++)
      measurements.push(await measureOnce(browser, server.url, 'Bench Wallet', { hoverMs }))
  } finally {
    await browser.close()
    await server.close()
    rmSync(outDir, { recursive: true, force: true })
  }
  const pick = (key: keyof Measurement) => median(measurements.map((measurement) => measurement[key]))
  return {
    jsBeforeClickKiB: pick('jsBeforeClickGzip') / 1024,
    jsAfterClickKiB: pick('jsAfterClickGzip') / 1024,
    clickToDialogMs: pick('clickToDialogMs'),
    clickToFirstWalletMs: pick('clickToFirstWalletMs'),
    heapWithModalOpenMB: pick('heapWithModalOpenBytes') / 1_000_000,
    measurements,
  }
}

const pages = process.argv.includes('--baseline-only')
  ? (['baselinePage'] as const)
  : (['hostPage', 'baselinePage'] as const)
const results: Record<string, Awaited<ReturnType<typeof benchPage>>> = {}
for (const page of pages) results[page] = await benchPage(page)

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
console.log(
  `\nWalletKit modal benchmark, median of ${runs} cold runs, ${hoverMs ? `pointer on the button ${hoverMs} ms before the click` : 'instant click'} (targets: <110 KiB, <33 ms, <50 ms, <5 MB)\n`,
)
console.log(
  row(['kit', 'JS gz before click', 'click to dialog', 'click to first wallet', 'heap, modal open']),
)
console.log(row(['---', '---', '---', '---', '---']))
const labels = {
  hostPage: 'WalletKit (this tree)',
  baselinePage: 'React 19 + hand-made modal (this machine)',
}
for (const page of pages) {
  const result = results[page]
  if (!result) continue
  console.log(
    row([
      labels[page],
      `${result.jsBeforeClickKiB.toFixed(1)} KiB (+${result.jsAfterClickKiB.toFixed(1)} KiB lazy)`,
      `${result.clickToDialogMs.toFixed(0)} ms`,
      `${result.clickToFirstWalletMs.toFixed(0)} ms`,
      `${result.heapWithModalOpenMB.toFixed(1)} MB`,
    ]),
  )
}
for (const peer of peers)
  console.log(row([peer.kit, `${peer.js} KiB`, `${peer.dialog} ms`, 'n/a', `${peer.heap} MB`]))
const startUpKiB = results.hostPage?.jsBeforeClickKiB
if (startUpKiB !== undefined && startUpKiB > START_UP_BUDGET_KIB) {
  console.log(
    `\nOver budget: ${startUpKiB.toFixed(1)} KiB gz before the click, the budget is ${START_UP_BUDGET_KIB} KiB.`,
  )
  process.exitCode = 1
}
const artifacts = fileURLToPath(new URL('../../.artifacts/bench/', import.meta.url))
mkdirSync(artifacts, { recursive: true })
writeFileSync(`${artifacts}modal.json`, `${JSON.stringify({ runs, hoverMs, results }, null, 2)}\n`)
console.log(`\nwrote ${artifacts}modal.json`)

// The All Wallets figures (sandbox/bench/benchAllWallets.ts): open to the first 20 wallets, long tasks while scrolling.
if (!process.argv.includes('--baseline-only')) {
  const { benchAllWallets } = await import('./benchAllWallets.js')
  await benchAllWallets({ runs: Math.min(runs, 5) })
}
