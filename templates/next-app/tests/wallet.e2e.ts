import { test as base, expect, type Page } from '@playwright/test'
import { type WorldTestFixtures, type WorldWorkerFixtures, worldFixtures } from '@walletkit/sandbox/testing'

// `worldPage` opens the app in the local world; its `mockWallet` answers the wallet's requests as the test says.
const test = base.extend<WorldTestFixtures, WorldWorkerFixtures>(worldFixtures())

// The world's first account (the mock wallet's) and a second one, funded on every local chain.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// Each test starts from the same chain state: one snapshot, reverted to before every test.
let start: string
test.beforeAll(async ({ world }) => {
  start = await world.chains.snapshot()
})
test.beforeEach(async ({ world }) => {
  await world.chains.revert(start)
})

/** Connects the mock wallet through the app's Connect Wallet button. */
async function connect(page: Page, mockWallet: WorldTestFixtures['worldPage']['mockWallet']) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const approved = mockWallet.answerNext('approve')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await approved
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(ALICE)
}

test('connects the browser wallet and shows the account', async ({ worldPage: { page, mockWallet } }) => {
  await connect(page, mockWallet)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('signs a message', async ({ worldPage: { page, mockWallet } }) => {
  await connect(page, mockWallet)
  const card = page.getByRole('region', { name: 'Sign a message' })
  const approved = mockWallet.answerNext('approve')
  await card.getByRole('button', { name: 'Sign message' }).click()
  await approved
  await expect(card.getByRole('status')).toHaveText(/^Signature: 0x[0-9a-f]{130}$/)
})

test('sends 0.5 ETH from the account view, and it is mined', async ({
  world,
  worldPage: { page, mockWallet },
}) => {
  const before = await world.chains.balanceOf(BOB, { chainId: 1 })
  await connect(page, mockWallet)
  await page.getByRole('banner').getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
  await dialog.getByLabel('To', { exact: true }).fill(BOB)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  const approved = mockWallet.answerNext('approve')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  expect((await approved).method).toBe('eth_sendTransaction')
  await expect(dialog.getByText('Transaction started')).toBeVisible()
  await expect.poll(() => world.chains.balanceOf(BOB, { chainId: 1 })).toBe(before + 5n * 10n ** 17n)
})

test('a declined connection says so, and Retry connects', async ({ worldPage: { page, mockWallet } }) => {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const declined = mockWallet.answerNext('reject')
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await declined
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  const approved = mockWallet.answerNext('approve')
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await approved
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(ALICE)
})

test('when the balance service fails (scenario balance-500), the account view says so', async ({
  worldPage,
}) => {
  const { page, mockWallet } = worldPage
  await worldPage.setScenario('balance-500')
  await connect(page, mockWallet)
  await page.getByRole('banner').getByRole('button').click()
  await expect(page.getByRole('dialog').getByText('Token Balance Unavailable')).toBeVisible()
})

test('when the wallet rejects every request (scenario wallet-rejects), the app shows its own error', async ({
  worldPage,
}) => {
  const { page, mockWallet } = worldPage
  await connect(page, mockWallet)
  await worldPage.setScenario('wallet-rejects')
  const card = page.getByRole('region', { name: 'Sign a message' })
  await card.getByRole('button', { name: 'Sign message' }).click()
  await expect(card.getByRole('status')).toHaveText(/^Not signed: User rejected the request\./)
})
