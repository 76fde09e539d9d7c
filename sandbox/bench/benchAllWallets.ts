import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { walletDirectory } from '@walletkit/fixtures'
import { launchBrowser } from '../e2e/harness/launchBrowser.js'
import { type AllWalletsMeasurement, measureAllWallets } from './measureAllWallets.js'
import { median } from './median.js'
import { serveDirectory } from './serveDirectory.js'

/**
 * The All Wallets figures of `npm run bench`: a warm-up, then `runs` cold visits of the built page in `outDir` (the
 * bench host's `allWallets` page), whose directory is the 623-wallet fixture; prints a table and writes
 * `.artifacts/bench/allWallets.json`.
 * @example await benchAllWallets({ runs: 5, outDir: host.outDir('allWallets') })
 */
export async function benchAllWallets({ runs, outDir }: { runs: number; outDir: string }) {
  // The bench kit asks for its default network, eip155:1: the list ends with the last such wallet.
  const last = walletDirectory.filter((wallet) => wallet.chains.includes('eip155:1')).at(-1)?.name as string
  const server = await serveDirectory(outDir)
  const browser = await launchBrowser()
  const measurements: AllWalletsMeasurement[] = []
  try {
    await measureAllWallets(browser, server.url, last)
    for (let run = 0; run < runs; run++) measurements.push(await measureAllWallets(browser, server.url, last))
  } finally {
    await browser.close()
    await server.close()
  }
  const pick = (key: keyof AllWalletsMeasurement) =>
    median(measurements.map((measurement) => measurement[key]))
  const result = {
    clickToFirst20Ms: pick('clickToFirst20Ms'),
    longTasksWhileScrolling: pick('longTasksWhileScrolling'),
    longTaskMsWhileScrolling: pick('longTaskMsWhileScrolling'),
    scrollToEndMs: pick('scrollToEndMs'),
    tilesInDom: pick('tilesInDom'),
  }
  console.log(`\nAll Wallets (623-wallet directory, 40 a page), median of ${runs} cold runs\n`)
  console.log(
    '| open to first 20 wallets | long tasks scrolling to the end | long-task time | scroll to the end | tiles in the DOM |',
  )
  console.log('| --- | --- | --- | --- | --- |')
  console.log(
    `| ${result.clickToFirst20Ms.toFixed(0)} ms | ${result.longTasksWhileScrolling} | ${result.longTaskMsWhileScrolling.toFixed(0)} ms | ${result.scrollToEndMs.toFixed(0)} ms | ${result.tilesInDom} |`,
  )
  const artifacts = fileURLToPath(new URL('../../.artifacts/bench/', import.meta.url))
  mkdirSync(artifacts, { recursive: true })
  writeFileSync(`${artifacts}allWallets.json`, `${JSON.stringify({ runs, result, measurements }, null, 2)}\n`)
  console.log(`\nwrote ${artifacts}allWallets.json`)
  return result
}
