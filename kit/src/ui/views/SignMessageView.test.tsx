import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pushView } from '../../core/router/pushView.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { connectTestAccount } from '../../test/connectTestAccount.js'
import { deferred } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
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
