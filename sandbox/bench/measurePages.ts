import { launchBrowser } from '../e2e/harness/launchBrowser.js'
import { type Measurement, measureOnce } from './measureOnce.js'
import { serveStatic } from './serveStatic.js'

/**
 * Serves each page's production build on 127.0.0.1 and measures it in headless Chromium: one warm-up visit (the OS
 * file cache, not the browser's), then `runs` cold visits of every page in turn, each round starting one page further
 * on, so a slow spell of this shared machine falls on all of them alike rather than on whichever was measured then.
 * @example const visits = await measurePages({ floor: floorDir, open: openDir }, { runs: 9, hoverMs: 0 })
 */
export async function measurePages<Page extends string>(
  outDirs: Record<Page, string>,
  { runs, hoverMs, walletName = 'Bench Wallet' }: { runs: number; hoverMs: number; walletName?: string },
): Promise<Record<Page, Measurement[]>> {
  const pages = Object.keys(outDirs) as Page[]
  const servers = await Promise.all(pages.map((page) => serveStatic(outDirs[page])))
  const urls = Object.fromEntries(pages.map((page, index) => [page, servers[index]?.url])) as Record<
    Page,
    string
  >
  const visits = Object.fromEntries(pages.map((page) => [page, [] as Measurement[]])) as Record<
    Page,
    Measurement[]
  >
  const browser = await launchBrowser()
  try {
    for (const page of pages) await measureOnce(browser, urls[page], walletName)
    for (let run = 0; run < runs; run++)
      for (let turn = 0; turn < pages.length; turn++) {
        const page = pages[(run + turn) % pages.length] as Page
        visits[page].push(await measureOnce(browser, urls[page], walletName, { hoverMs }))
      }
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }
  return visits
}
