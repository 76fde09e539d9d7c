import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { addPendingTransaction } from '../../../core/transactions/addPendingTransaction.js'
import { describePendingTransaction } from '../../../core/transactions/describePendingTransaction.js'
import { removePendingTransaction } from '../../../core/transactions/removePendingTransaction.js'
import { connectTestAccount, TEST_ADDRESS } from '../../../test/connectTestAccount.js'
import { createTestKit, testNetworks } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

afterEach(cleanup)

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'cd'.repeat(32)}`
const pending = {
  hash,
  chainId: 'eip155:1',
  from: TEST_ADDRESS,
  to: BOB.toLowerCase(),
  amount: '0.25',
  symbol: 'ETH',
  sentAt: '2026-11-24T12:00:00Z',
}
const etherscan = { default: { name: 'Etherscan', url: 'https://etherscan.io' } }
const detailOf = (name: string) => screen.getByText(name).nextSibling?.textContent

describe('ActivityDetailView', () => {
  it('shows a pending send with its full receiver, and turns Confirmed in place once it is mined', {
    timeout: 20_000,
  }, async () => {
    const kit = createTestKit({ networks: [{ ...testNetworks.mainnet, blockExplorers: etherscan }] })
    connectTestAccount(kit)
    act(() => addPendingTransaction(kit, pending))
    await renderModal(kit, 'ActivityDetail', { activity: describePendingTransaction(pending) })
    await screen.findByText('-0.250 ETH')
    expect(detailOf('Status')).toBe('Pending')
    expect(detailOf('To')).toBe(BOB)
    expect(screen.getByRole('link', { name: 'View on Etherscan' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hash}`,
    )

    act(() => {
      removePendingTransaction(kit, hash)
      kit.store.setState({
        transactions: {
          ...kit.store.getState().transactions,
          transactions: [
            {
              id: hash,
              metadata: {
                operationType: 'send',
                status: 'confirmed',
                hash,
                minedAt: '2026-11-24T12:00:12Z',
                sentTo: BOB,
              },
              transfers: [
                {
                  fungible_info: { name: 'Ether', symbol: 'ETH' },
                  direction: 'out',
                  quantity: { numeric: '0.25' },
                },
              ],
            },
          ],
        },
      })
    })
    await waitFor(() => expect(detailOf('Status')).toBe('Confirmed'))
    expect(screen.getByText('Sent')).toBeTruthy()
  })

  it('says so, without a crash, when opened without a transaction', async () => {
    const kit = createTestKit()
    connectTestAccount(kit)
    await renderModal(kit, 'ActivityDetail')
    expect(await screen.findByText('This transaction is no longer available.')).toBeTruthy()
  })
})
