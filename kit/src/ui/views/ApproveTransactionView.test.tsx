import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { FrameApproval } from '../../chains/auth/createAuthProvider.js'
import type { AccountTokenBalance } from '../../core/account/AccountState.js'
import { requestAuthApproval } from '../../core/auth/requestAuthApproval.js'
import { connectTestAccount, TEST_ADDRESS } from '../../test/connectTestAccount.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fakeFrameClient } from '../../test/fakeFrameClient.js'
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

async function approving(data: `0x${string}`, transaction: Record<string, unknown> = {}) {
  return requesting('eth_sendTransaction', [
    { from: TEST_ADDRESS, to: USDC, data, value: '0x0', ...transaction },
  ])
}

async function requesting(method: string, params: unknown) {
  const kit = createTestKit()
  connectTestAccount(kit, { tokenBalance: [usdc] })
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' })
  const frame = fakeFrameClient()
  let settled: Promise<unknown> = Promise.resolve()
  act(() => {
    settled = requestAuthApproval(kit, { method, params }, frame)
  })
  settled.catch(() => undefined)
  await screen.findByRole('button', { name: 'Cancel' })
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
    // The visitor approves inside the login frame, which the view shows over its slot.
    await expect(settled).resolves.toMatchObject({ finish: expect.any(Function) })
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
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it("shows a value of '1.5' as a plain warning instead of failing the request", async () => {
    const { settled } = await approving('0x', { to: SPENDER, value: '1.5' })
    expect(
      within(screen.getByRole('alert')).getByText(
        'The value "1.5" could not be read. Only approve if you trust this site.',
      ),
    ).toBeTruthy()
    // The view shows the frame (the approval is under way), then the visitor cancels in the kit.
    const { ended } = (await settled) as FrameApproval
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(ended).rejects.toThrow('User rejected the request')
  })

  it('shows every call of wallet_sendCalls on the chain it names', async () => {
    const transferData = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [SPENDER, 2_500_000n],
    })
    await requesting('wallet_sendCalls', [
      {
        chainId: '0x2105',
        from: TEST_ADDRESS,
        calls: [
          { to: SPENDER, value: '0x16345785d8a0000' },
          { to: USDC, data: transferData },
        ],
      },
    ])
    const calls = within(screen.getByRole('list', { name: 'Calls' })).getAllByRole('listitem')
    expect(calls.map((call) => call.querySelector('p')?.textContent)).toEqual([
      `Send 0.1 ETH to ${SPENDER}`,
      `Transfer 2500000 base units (token decimals unknown) of token ${USDC} to ${SPENDER}`,
    ])
    expect(screen.getByText('Base')).toBeTruthy()
    expect(screen.getByText('(eip155:8453)')).toBeTruthy()
  })

  it('shows the fee caps of a transaction exactly', async () => {
    await approving('0x', {
      to: SPENDER,
      gas: '0x5208',
      maxFeePerGas: '0x6fc23ac00',
      maxPriorityFeePerGas: '0x3b9aca00',
    })
    const list = screen.getByLabelText('Fees')
    expect(within(list).getByText('21000')).toBeTruthy()
    expect(within(list).getByText('30 gwei')).toBeTruthy()
    expect(within(list).getByText('1 gwei')).toBeTruthy()
    expect(within(list).getByText('0.00063 ETH')).toBeTruthy()
  })
})
