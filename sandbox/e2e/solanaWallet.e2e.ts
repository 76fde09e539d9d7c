import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('registers the Sandbox Solana Wallet by the Wallet Standard; the panel answers its connect and message', async () => {
  const tab = await openPage(browser(), { name: 'solana-wallet' })
  const { page } = tab
  // A page that configures Solana: only there does the playground register its Solana wallet.
  await gotoPlayground(page, sandboxUrl(), { params: { namespaces: 'solana' } })
  const panel = walletPanel(page)

  // As `getWallets()` of @wallet-standard/app does: announce app-ready, collect what registers.
  const found = await page.evaluate(() => {
    type Api = { register(...wallets: object[]): () => void }
    const wallets: Record<string, unknown>[] = []
    const api: Api = {
      register(...added) {
        wallets.push(...(added as Record<string, unknown>[]))
        return () => {}
      },
    }
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: Api) => void>).detail(api),
    )
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    const wallet = wallets.find((entry) => entry.name === 'Sandbox Solana Wallet')
    Object.assign(window, { solanaWallet: wallet })
    return wallet && { chains: wallet.chains, features: Object.keys(wallet.features as object).sort() }
  })
  expect(found).toEqual({
    chains: ['solana:mainnet', 'solana:devnet', 'solana:localnet'],
    features: [
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ],
  })

  type PageWallet = {
    accounts: unknown[]
    features: {
      'standard:connect': { connect(): Promise<{ accounts: { label: string; address: string }[] }> }
      'solana:signMessage': {
        signMessage(input: { account: unknown; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
      }
    }
  }
  const connecting = page.evaluate(async () => {
    const wallet = (window as unknown as { solanaWallet: PageWallet }).solanaWallet
    const { accounts } = await wallet.features['standard:connect'].connect()
    return accounts.map(({ label, address }) => ({ label, address }))
  })
  await panel
    .request('standard:connect')
    .getByText('Connect: share a Solana account with this site')
    .waitFor()
  await panel.approve('standard:connect')
  expect(await connecting).toEqual([
    { label: 'Alice', address: 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq' },
  ])

  const signing = page.evaluate(async () => {
    const wallet = (window as unknown as { solanaWallet: PageWallet }).solanaWallet
    try {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account: wallet.accounts[0],
        message: new TextEncoder().encode('Hello from the playground'),
      })
      return { signatureLength: output?.signature.length }
    } catch (error) {
      return { code: (error as { code?: unknown }).code }
    }
  })
  await panel.request('solana:signMessage').getByText('Sign message “Hello from the playground”').waitFor()
  await panel.reject('solana:signMessage')
  expect(await signing).toEqual({ code: 4001 })
  await panel.empty().waitFor()
  expect(tab.remoteRequests()).toEqual([])
})
