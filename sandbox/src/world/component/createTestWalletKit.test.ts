// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react'
import { sandboxAccounts } from '@walletkit/fixtures'
import { createElement as h } from 'react'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton, useAccount, WalletKitProvider } from 'walletkit'
import { createTestWalletKit } from './createTestWalletKit.js'

afterEach(cleanup)
// The modal's views load lazily, a dynamic import each; on a loaded 2-core machine one can take longer than the testing
// library's default second (as the kit's own jsdom tests allow in kit/src/test/setup.ts).
configure({ asyncUtilTimeout: 10_000 })

const bob = sandboxAccounts[1] as (typeof sandboxAccounts)[number]

/** A host's component: the kit's button until connected, then the account it reads with `useAccount`. */
function Header() {
  const { address, isConnected } = useAccount()
  return isConnected ? h('p', null, `Signed in as ${address}`) : h(ConnectButton)
}

function renderHeader(kit: ReturnType<typeof createTestWalletKit>['kit']) {
  render(h(WalletKitProvider, { kit }, h(Header)))
}

async function chooseTestWallet() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  fireEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }))
}

// A first render loads the modal's shell and views cold: over vitest's 5 s default while the e2e run has the cores
// (as the kit's jsdom tests allow in vitest.config.ts).
describe('createTestWalletKit', { timeout: 20_000 }, () => {
  it('renders a host component that shows the address useAccount reads once the scripted wallet approves', async () => {
    const { kit, wallet } = createTestWalletKit({ accounts: [bob], chainId: 8453 })
    renderHeader(kit)
    await chooseTestWallet()
    expect(await screen.findByText(`Signed in as ${bob.address}`)).toBeTruthy()
    expect(wallet.answered).toEqual([{ method: 'eth_requestAccounts', answer: 'approve' }])
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:8453:${bob.address}`)
  })

  it('shows "Connection declined" when the script rejects, and connects on Retry', async () => {
    const { kit, wallet } = createTestWalletKit()
    wallet.answerNext('reject')
    renderHeader(kit)
    await chooseTestWallet()
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(`Signed in as ${sandboxAccounts[0]?.address}`)).toBeTruthy()
  })

  it("signs with the account's key, or fails with the scripted code", async () => {
    const { wallet } = createTestWalletKit({ accounts: [bob] })
    const connector = wallet.connector({} as never)
    await connector.connect({ network: {} as never })
    const signature = (await connector.request({
      method: 'personal_sign',
      params: ['0x6869', bob.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: bob.address, message: 'hi', signature })).toBe(true)
    wallet.answerNext({ fail: -32603, message: 'Ledger unplugged' })
    await expect(
      connector.request({ method: 'personal_sign', params: ['0x6869', bob.address] }),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'Ledger unplugged',
    })
  })
})
