import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { maxUint160 } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { requestAuthApproval } from '../../core/auth/requestAuthApproval.js'
import { pushView } from '../../core/router/pushView.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { connectTestAccount, TEST_ADDRESS } from '../../test/connectTestAccount.js'
import { deferred } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fakeFrameClient } from '../../test/fakeFrameClient.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

async function waitingFor(method: string, view: 'SignMessage' | 'ApproveTransaction', data = {}) {
  const kit = createTestKit()
  connectTestAccount(kit, { connectedWalletInfo: { name: 'MetaMask' } })
  const answer = deferred<string>()
  const request = kit.rpc.pending.track(method, () => answer.promise)
  request.catch(() => undefined)
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' })
  act(() => pushView(kit, view, data))
  await screen.findByText('Approve in your wallet')
  return { kit, answer, request }
}

describe('SignMessageView and ApproveTransactionView', () => {
  it('waits on the wallet with the message to sign', async () => {
    await waitingFor('personal_sign', 'SignMessage', { message: 'Sign in to Example' })
    expect(screen.getByRole('dialog', { name: 'Sign message' })).toBeTruthy()
    expect(screen.getByText('Sign the message in your wallet to continue.')).toBeTruthy()
    expect(screen.getByText('Sign in to Example')).toBeTruthy()
  })

  it('cancels: aborts the pending request and goes back', async () => {
    const { kit, request } = await waitingFor('eth_sendTransaction', 'ApproveTransaction', {
      summary: 'Send 0.1 ETH',
    })
    expect(screen.getByText('Send 0.1 ETH')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('stays while the wallet is still deciding, and goes back on its own once it answers', async () => {
    const { kit, answer } = await waitingFor('personal_sign', 'SignMessage')
    expect(kit.store.getState().router.view).toBe('SignMessage')
    await act(async () => answer.resolve('0xsigned'))
    expect(kit.store.getState().router.view).toBe('Account')
  })
})

const ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

async function signing(method: string, params: unknown) {
  const kit = createTestKit()
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' })
  const frame = fakeFrameClient()
  let settled: Promise<unknown> = Promise.resolve()
  act(() => {
    settled = requestAuthApproval(kit, { method, params }, frame)
  })
  settled.catch(() => undefined)
  await screen.findByRole('button', { name: 'Cancel' })
  // Not `return settled`: an async function would wait for the approval itself.
  return { settled }
}

describe('SignMessageView for the embedded wallet', () => {
  it('shows personal_sign as its text', async () => {
    const { settled } = await signing('personal_sign', [
      '0x5369676e20696e20746f204578616d706c65',
      TEST_ADDRESS,
    ])
    expect(screen.getByText('Sign in to Example')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    // The visitor approves inside the login frame, which the view shows over its slot.
    await expect(settled).resolves.toMatchObject({ finish: expect.any(Function) })
  })

  it('shows the typed data domain and fields, and warns on an unlimited Permit2 approval', async () => {
    const typedData = {
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2.toLowerCase() },
      message: {
        details: { token: WETH, amount: maxUint160.toString(), expiration: '1893456000', nonce: '0' },
        spender: ROUTER,
        sigDeadline: '1893456000',
      },
    }
    await signing('eth_signTypedData_v4', [TEST_ADDRESS, JSON.stringify(typedData)])
    expect(
      within(screen.getByRole('alert')).getByText(
        `Unlimited approval: ${ROUTER} can spend all your tokens of ${WETH}`,
      ),
    ).toBeTruthy()
    expect(
      screen.getByText(
        `Permit ${ROUTER} to spend unlimited tokens of ${WETH} until 2030-01-01T00:00:00.000Z`,
      ),
    ).toBeTruthy()
    const domain = screen.getByRole('region', { name: 'Domain' })
    expect(within(domain).getByText('Permit2')).toBeTruthy()
    expect(within(domain).getByText(PERMIT2)).toBeTruthy()
    const message = screen.getByRole('region', { name: 'Message' })
    expect(within(message).getByText('details.token')).toBeTruthy()
    expect(within(message).getByText('spender')).toBeTruthy()
    expect(within(message).getByText(ROUTER)).toBeTruthy()
  })
})
