// `npm run bench`: what a host's visitors get. Packs the kit (`npm pack`), installs it into a Vite host app outside the
// repository, builds its pages for production (a hand-made React modal as the floor, the host's own button calling
// `open()`, `<ConnectButton/>`), serves them on 127.0.0.1 and measures cold visits in headless Chromium. Prints issue
// "Instant"'s table and targets, each against the floor measured in the same run (this machine is shared and noisy),
// and writes JSON to .artifacts/bench/modal.json; then the All Wallets figures. Exits non-zero only when the start-up
// bytes pass their budget. `--runs=N` (9), `--hover=MS` rests the pointer on the button that long before the click.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { benchAllWallets } from './benchAllWallets.js'
import { checkBenchTargets } from './checkBenchTargets.js'
import { createBenchHost } from './createBenchHost.js'
import { formatBenchTable, formatTargets } from './formatBenchReport.js'
import { measurePages } from './measurePages.js'
import { START_UP_BUDGET_KIB } from './startupBudget.js'
import { summarizePage } from './summarizePage.js'

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const runs = flag('runs', 9)
/** `--hover=150`: rest the pointer on the button this long before clicking, as a visitor does. */
const hoverMs = flag('hover', 0)

const [loadBefore = 0] = loadavg()
const host = createBenchHost()
try {
  const visits = await measurePages(
    { floor: host.outDir('floor'), open: host.outDir('open'), connectButton: host.outDir('connectButton') },
    { runs, hoverMs },
  )
  const figures = {
    floor: summarizePage(visits.floor),
    open: summarizePage(visits.open),
    connectButton: summarizePage(visits.connectButton),
  }
  const targets = checkBenchTargets(figures)
  const load = `load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`
  const click = hoverMs
    ? `the pointer on the button ${hoverMs} ms before the click`
    : 'an instant scripted click'
  console.log(
    `\nWalletKit modal benchmark, the packed kit in a production Vite host: median of ${runs} cold visits,`,
  )
  console.log(`${click} (${load})\n`)
  console.log(formatBenchTable(figures).join('\n'))
  console.log(`\nTargets (issue "Instant"), against the floor of this run\n`)
  console.log(formatTargets(targets).join('\n'))
  const overBudget = (['open', 'connectButton'] as const).filter(
    (page) => figures[page].jsAtLoadKiB > START_UP_BUDGET_KIB,
  )
  for (const page of overBudget)
    console.log(
      `\nOver budget: ${page}, ${figures[page].jsAtLoadKiB.toFixed(1)} KiB gz at load; the budget is ${START_UP_BUDGET_KIB} KiB (sandbox/bench/startupBudget.ts).`,
    )
  if (overBudget.length > 0) process.exitCode = 1
  const artifacts = fileURLToPath(new URL('../../.artifacts/bench/', import.meta.url))
  mkdirSync(artifacts, { recursive: true })
  const json = { date: new Date().toISOString(), runs, hoverMs, load, figures, targets, visits }
  writeFileSync(`${artifacts}modal.json`, `${JSON.stringify(json, null, 2)}\n`)
  console.log(`\nwrote ${artifacts}modal.json`)

  // The All Wallets figures: open to the first 20 wallets, long tasks while scrolling, on the same packed host.
  await benchAllWallets({ runs: Math.min(runs, 5), outDir: host.outDir('allWallets') })
} finally {
  host.remove()
}
