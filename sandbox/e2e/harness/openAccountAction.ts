import type { Locator, Page } from 'playwright-core'
import { hostApp } from './hostApp.js'

/**
 * Connects the sandbox wallet (unless the page is connected already: gotoPlayground's `remembered`), opens Account and then one of its actions (Buy, Swap, Receive, Send) as a visitor
 * does; resolves with the dialog once the action's view has its title.
 * @example const dialog = await openAccountAction(page, 'Swap')
 */
export async function openAccountAction(
  page: Page,
  action: 'Buy' | 'Swap',
  { title = action === 'Buy' ? 'Buy crypto' : action }: { title?: string } = {},
): Promise<Locator> {
  const app = hostApp(page)
  if (!(await app.accountButton().isVisible())) await app.connect()
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: action, exact: true }).click()
  await dialog.getByRole('heading', { name: title }).waitFor()
  return dialog
}
