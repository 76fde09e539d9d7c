/**
 * Runs in the page (pass it to page.evaluate): `cycles` times, clicks "Connect Wallet", waits for the dialog, opens
 * All wallets, waits for a named wallet tile, goes Back to the wallet list and closes with Escape, waiting for the
 * dialog to go. Each wait polls once a frame and fails after 10 s naming its step. Returns the milliseconds spent.
 * @example const ms = await page.evaluate(runModalCycles, 100)
 */
export async function runModalCycles(cycles: number): Promise<number> {
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
  const buttonIn = (root: ParentNode | null, text: string) =>
    [...(root?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((button) =>
      (button.textContent ?? '').includes(text),
    )
  const until = <T>(step: string, probe: () => T | null | undefined | false) =>
    new Promise<T>((resolve, reject) => {
      const deadline = performance.now() + 10_000
      const check = () => {
        const found = probe()
        if (found) return resolve(found)
        if (performance.now() > deadline) return reject(new Error(`soak step timed out: ${step}`))
        requestAnimationFrame(check)
      }
      check()
    })
  const start = performance.now()
  for (let cycle = 0; cycle < cycles; cycle++) {
    const connect = await until('connect button', () => buttonIn(document, 'Connect Wallet'))
    connect.click()
    const allWallets = await until('All wallets row', () => buttonIn(dialog(), 'All wallets'))
    allWallets.click()
    await until('a named wallet tile', () =>
      [...(dialog()?.querySelectorAll('.wk-aw-tile') ?? [])].some((tile) => tile.textContent),
    )
    const back = await until('Back', () => dialog()?.querySelector<HTMLButtonElement>('[aria-label="Back"]'))
    back.click()
    await until('the wallet list again', () => dialog()?.querySelector('ul[aria-label="Wallets"]'))
    const open = await until('dialog', dialog)
    open.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await until('dialog closed', () => !dialog())
  }
  return performance.now() - start
}
