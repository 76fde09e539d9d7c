import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** One cold visit of the host page: what loaded before the click, and how fast the modal answered it. */
export type Measurement = {
  /** Gzipped bytes of every script loaded before the first click. */
  jsBeforeClickGzip: number
  /** Gzipped bytes of the scripts the click loaded (lazy views). */
  jsAfterClickGzip: number
  clickToDialogMs: number
  clickToFirstWalletMs: number
  heapWithModalOpenBytes: number
}

/**
 * Opens the page in a fresh context (empty cache), clicks the connect button (after resting the pointer on it
 * for `hoverMs`, when given) and measures, frame by frame.
 * @example const measurement = await measureOnce(browser, 'http://127.0.0.1:4000/', 'Bench Wallet', { hoverMs: 150 })
 */
export async function measureOnce(
  browser: Browser,
  url: string,
  walletName: string,
  { hoverMs = 0 }: { hoverMs?: number } = {},
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx compiles this file with esbuild's keepNames, which wraps the functions passed to page.evaluate in a
  // `__name(...)` helper that only exists in Node; give the page a no-op one.
  await context.addInitScript('globalThis.__name = (target) => target')
  // Offline like the rest of the sandbox: a request leaving the machine (Connect asks the default wallet directory for
  // the "All wallets" preview) fails at once instead of hanging and holding off network idle.
  await context.route(
    (target) => !['127.0.0.1', 'localhost'].includes(target.hostname),
    (route) => route.abort(),
  )
  const page = await context.newPage()
  const scripts: { url: string; bytes: Promise<number>; afterClick: boolean }[] = []
  let clicked = false
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const afterClick = clicked
    scripts.push({
      url: response.url(),
      afterClick,
      // A script still arriving when the page closes counts as 0 rather than crashing the run.
      bytes: response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    })
  })
  try {
    await page.goto(url, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor()
    await page.waitForLoadState('networkidle')
    if (hoverMs > 0) {
      // A visitor's pointer rests on the button before the click; the kit may use that moment to preload.
      await button.hover()
      await page.waitForTimeout(hoverMs)
    }
    clicked = true
    const timings = await page.evaluate(
      (name) =>
        new Promise<{ dialog: number; wallet: number }>((resolve, reject) => {
          const target = [...document.querySelectorAll('button')].find((b) =>
            /connect/i.test(b.textContent ?? ''),
          )
          if (!target) return reject(new Error('no connect button'))
          let dialog = 0
          const start = performance.now()
          const deadline = start + 10_000
          const visible = (element: Element | null) => {
            if (!element) return false
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.height > 0
          }
          const check = () => {
            const now = performance.now()
            const modal = document.querySelector('[role="dialog"]')
            if (!dialog && visible(modal)) dialog = now - start
            const wallet = modal
              ? [...modal.querySelectorAll('button, [role="option"], a')].find(
                  (element) => visible(element) && (element.textContent ?? '').includes(name),
                )
              : undefined
            if (dialog && wallet) return resolve({ dialog, wallet: now - start })
            if (now > deadline) return reject(new Error('the modal or the wallet did not appear within 10 s'))
            requestAnimationFrame(check)
          }
          target.click()
          requestAnimationFrame(check)
        }),
      walletName,
    )
    await page.waitForLoadState('networkidle')
    const session = await context.newCDPSession(page)
    await session.send('HeapProfiler.collectGarbage')
    const { usedSize } = await session.send('Runtime.getHeapUsage')
    const sizes = await Promise.all(scripts.map(async (script) => ({ ...script, size: await script.bytes })))
    return {
      jsBeforeClickGzip: sizes.filter((s) => !s.afterClick).reduce((sum, s) => sum + s.size, 0),
      jsAfterClickGzip: sizes.filter((s) => s.afterClick).reduce((sum, s) => sum + s.size, 0),
      clickToDialogMs: timings.dialog,
      clickToFirstWalletMs: timings.wallet,
      heapWithModalOpenBytes: usedSize,
    }
  } finally {
    await context.close()
  }
}
