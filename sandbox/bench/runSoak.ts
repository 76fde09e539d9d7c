// `npm run soak:browser` (and the second half of `npm run soak`): the load figures of issue 15 in headless Chromium.
// 1,000 open, navigate, close cycles of the modal with the heap and DOM counters after GC, then a 10,000-wallet
// directory scrolled end to end. Prints a table and writes .artifacts/bench/soak.json. Figures, not a timed test:
// this machine is shared and noisy. `--cycles=N` for a quick run, `--wallets=N` for another directory size.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { walletDirectory } from '@walletkit/fixtures'
import { chromium } from 'playwright-core'
import { chromiumArguments, chromiumExecutablePath } from '../e2e/harness/chromiumArguments.js'
import { buildHostPage } from './buildHostPage.js'
import { generateWalletDirectory } from './generateWalletDirectory.js'
import type { AllWalletsMeasurement } from './measureAllWallets.js'
import { serveDirectory } from './serveDirectory.js'
import { soakDirectory } from './soakDirectory.js'
import { type ModalSoak, soakModal } from './soakModal.js'

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const cycles = flag('cycles', 1000)
const size = flag('wallets', 10_000)

const wallets = generateWalletDirectory(walletDirectory, size)
const lastWallet = wallets.at(-1)?.name as string
const outDir = await buildHostPage('allWalletsPage')
const server = await serveDirectory(outDir, wallets)
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  headless: true,
  args: chromiumArguments,
})
const [loadBefore = 0] = loadavg()
let result: { modal: ModalSoak; scroll: AllWalletsMeasurement }
try {
  const modal = await soakModal(browser, server.url, { cycles })
  const scroll = await soakDirectory(browser, server.url, lastWallet)
  result = { modal, scroll }
} finally {
  await browser.close()
  await server.close()
  rmSync(outDir, { recursive: true, force: true })
}
const { modal, scroll } = result
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`
const load = `load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`
console.log(`\nWalletKit load soak (${load})\n`)
console.log(
  `Modal: ${cycles} open, All wallets, Back, Escape cycles after ${modal.warmUpCycles} warm-up ones, ${modal.msPerCycle.toFixed(0)} ms a cycle; readings after GC, modal closed\n`,
)
console.log('| cycle | JS heap | DOM nodes | JS listeners | documents |')
console.log('| --- | --- | --- | --- | --- |')
for (const reading of modal.series)
  console.log(
    `| ${reading.cycle} | ${mb(reading.heapUsedBytes)} | ${reading.nodes} | ${reading.jsEventListeners} | ${reading.documents} |`,
  )
const { summary } = modal
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`
console.log(
  `\nJS heap ${mb(summary.heapStartBytes)} -> ${mb(summary.heapEndBytes)} (${signed(summary.heapChangePercent)}), of which V8's compiled code ${mb(summary.codeStartBytes)} -> ${mb(summary.codeEndBytes)}; Blink objects linked from JS ${mb(summary.nativeStartBytes)} -> ${mb(summary.nativeEndBytes)}`,
)
console.log(
  `JS objects (the JS heap without compiled code) ${signed(summary.objectHeapChangePercent)}, target within 10 %; detached DOM nodes ${summary.detachedStart} -> ${summary.detachedEnd}, target no growth: ${summary.met ? 'met' : 'MISSED'}`,
)
console.log(
  `DOM nodes ${summary.nodesStart} -> ${summary.nodesEnd}; listeners ${summary.listenersStart} -> ${summary.listenersEnd}`,
)
console.log(`\nAll Wallets, ${size.toLocaleString('en')}-wallet directory scrolled to "${lastWallet}"\n`)
console.log('| long tasks (> 50 ms) | longest | summed | scroll to the end | tiles in the DOM |')
console.log('| --- | --- | --- | --- | --- |')
console.log(
  `| ${scroll.longTasksWhileScrolling} | ${scroll.longestTaskMs.toFixed(0)} ms | ${scroll.longTaskMsWhileScrolling.toFixed(0)} ms | ${(scroll.scrollToEndMs / 1000).toFixed(1)} s | ${scroll.tilesInDom} |`,
)
const artifacts = fileURLToPath(new URL('../../.artifacts/bench/', import.meta.url))
mkdirSync(artifacts, { recursive: true })
writeFileSync(
  `${artifacts}soak.json`,
  `${JSON.stringify({ date: new Date().toISOString(), load, cycles, wallets: size, modal, scroll }, null, 2)}\n`,
)
console.log(`\nwrote ${artifacts}soak.json`)
