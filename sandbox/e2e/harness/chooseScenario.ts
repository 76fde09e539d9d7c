import type { Page } from 'playwright-core'

/**
 * Picks a scenario in the panel's Scenario section, as a developer would; `undefined` picks "None (happy path)".
 * @example await chooseScenario(page, 'balance-500')
 */
export async function chooseScenario(page: Page, name: string | undefined): Promise<void> {
  const select = page
    .getByRole('region', { name: 'Scenario' })
    .getByRole('combobox', { name: 'Active scenario' })
  await (name === undefined ? select.selectOption({ label: 'None (happy path)' }) : select.selectOption(name))
}
