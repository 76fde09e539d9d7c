import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountTokenBalance } from '../../core/account/AccountState.js'
import { requestAuthApproval } from '../../core/auth/requestAuthApproval.js'
import { connectTestAccount, TEST_ADDRESS } from '../../test/connectTestAccount.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SPENDER = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const usdc: AccountTokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${USDC}`,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
}

async function approving(data: `0x${string}`) {
  const kit = createTestKit()
  connectTestAccount(kit, { tokenBalance: [usdc] })
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 5_000 })
  let settled: Promise<void> = Promise.resolve()
  act(() => {
    settled = requestAuthApproval(kit, {
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to: USDC, data, value: '0x0' }],
    })
  })
  settled.catch(() => undefined)
  await screen.findByRole('button', { name: 'Approve' }, { timeout: 5_000 })
  return { kit, settled }
}

describe('ApproveTransactionView for the embedded wallet', () => {
  it('shows an ERC-20 transfer as the token amount to the full recipient address', async () => {
    const recipient = '0x52908400098527886E0F7030069857D2E4169EE7'
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1_000_000n],
    })
    const { settled } = await approving(data)
    expect(screen.getByText(`Transfer 1 USDC to ${recipient}`)).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    expect(screen.queryByText(/Send 0 ETH/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await expect(settled).resolves.toBeUndefined()
  })

  it('warns plainly on an unlimited approval', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    await approving(data)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText(`Unlimited approval: ${SPENDER} can spend all your USDC`)).toBeTruthy()
    expect(screen.getByText(`Approve ${SPENDER} to spend unlimited USDC`)).toBeTruthy()
  })

  it('warns that a call it cannot decode should only be approved for a trusted site', async () => {
    await approving('0xdeadbeef0000')
    expect(
      within(screen.getByRole('alert')).getByText(
        'This call could not be decoded. Only approve if you trust this site.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('0xdeadbeef (6 bytes)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy()
  })
})
