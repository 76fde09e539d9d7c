import type { Browser } from 'playwright-core'
import type { HeapComposition } from './composeHeapSnapshot.js'
import { readHeapComposition } from './readHeapComposition.js'
import { type MemoryReading, readMemoryAfterGc } from './readMemoryAfterGc.js'
import { runModalCycles } from './runModalCycles.js'
import { type SoakSummary, summarizeSoak } from './summarizeSoak.js'
import { trackRequests } from './trackRequests.js'

/** The modal soak: readings after GC with the modal closed, at the start and every `every` cycles, and the verdict. */
export type ModalSoak = {
  cycles: number
  warmUpCycles: number
  msPerCycle: number
  series: (MemoryReading & { cycle: number })[]
  /** Heap snapshots at the start and the end, summed by kind. */
  composition: { start: HeapComposition; end: HeapComposition }
  summary: SoakSummary
}

/**
 * Opens the built page in a fresh context, runs `warmUp` open, navigate, close cycles (lazy views loaded, caches
 * filled), reads memory after GC and takes a heap snapshot, then runs `cycles` more, reading again every `every` cycles and at the end (with a second snapshot). Each
 * reading waits for the requests in flight (wallet logos still loading after the close) to settle first.
 * @example const soak = await soakModal(browser, server.url, { cycles: 1000 })
 */
export async function soakModal(
  browser: Browser,
  url: string,
  { cycles, warmUp = 20, every = 100 }: { cycles: number; warmUp?: number; every?: number },
): Promise<ModalSoak> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript('globalThis.__name = (target) => target')
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    const session = await context.newCDPSession(page)
    const quiet = trackRequests(page)
    await page.evaluate(runModalCycles, warmUp)
    await quiet.wait()
    const series = [{ cycle: 0, ...(await readMemoryAfterGc(session)) }]
    const start = await readHeapComposition(session)
    let done = 0
    let ms = 0
    while (done < cycles) {
      const batch = Math.min(every, cycles - done)
      ms += await page.evaluate(runModalCycles, batch)
      done += batch
      await quiet.wait()
      series.push({ cycle: done, ...(await readMemoryAfterGc(session)) })
    }
    const composition = { start, end: await readHeapComposition(session) }
    const summary = summarizeSoak(series, composition)
    return { cycles, warmUpCycles: warmUp, msPerCycle: ms / cycles, series, composition, summary }
  } finally {
    await context.close()
  }
}
