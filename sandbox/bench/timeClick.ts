import type { Page } from 'playwright-core'

/** How long the modal took to answer a click, in the page's own clock. */
export type ClickTimings = { clickToDialogMs: number; clickToFirstWalletMs: number }

/**
 * Clicks the page's connect button from inside the page and watches frame by frame (`requestAnimationFrame`) for the
 * dialog to have a box, then for a button of `walletName` in it. Fails after 10 s.
 * @example const { clickToDialogMs } = await timeClick(page, 'Bench Wallet')
 */
export function timeClick(page: Page, walletName: string): Promise<ClickTimings> {
  return page.evaluate(
    (name) =>
      new Promise<ClickTimings>((resolve, reject) => {
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
          if (dialog && wallet) return resolve({ clickToDialogMs: dialog, clickToFirstWalletMs: now - start })
          if (now > deadline) return reject(new Error('the modal or the wallet did not appear within 10 s'))
          requestAnimationFrame(check)
        }
        target.click()
        requestAnimationFrame(check)
      }),
    walletName,
  )
}
