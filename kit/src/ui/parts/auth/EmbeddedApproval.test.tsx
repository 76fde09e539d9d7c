import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import { ADDRESS, hostRequests, signInAliceWith, startKit, UNANSWERED } from '../../../test/authTestKit.js'
import { renderWithKit } from '../../../test/renderWithKit.js'

afterEach(cleanup)

const loginIframe = () => {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
  if (!iframe) throw new Error('The login frame is not in the page')
  return iframe
}

/** Alice signed in, the modal rendered (closed), and a signature asked by the host. */
async function signatureAsked(answer: 'held' | 'signed') {
  const { kit, adapter } = startKit()
  const frame = await signInAliceWith(kit, (type) =>
    type === 'RPC_REQUEST' && answer === 'held' ? UNANSWERED : undefined,
  )
  renderWithKit(null, kit)
  const signing = adapter.request?.({
    method: 'personal_sign',
    params: ['0x6869', ADDRESS],
  }) as Promise<unknown>
  signing.catch(() => undefined)
  await screen.findByRole('dialog', { name: 'Sign message' })
  await act(async () => undefined)
  return { kit, frame, signing }
}

describe('EmbeddedApproval', () => {
  it('shows the login frame in the view, with no Approve button of its own, and sends the request to it', async () => {
    const { frame } = await signatureAsked('held')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    // The view shows the frame over its slot in an effect, after the dialog has rendered: wait for it.
    await waitFor(() => expect(loginIframe().style.pointerEvents).toBe('auto'))
    await waitFor(() => expect(hostRequests(frame)).toHaveLength(1))
  })

  it('Cancel declines the request, hides the frame and leaves the view', async () => {
    const { signing } = await signatureAsked('held')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(loginIframe().style.pointerEvents).toBe('none')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('leaves the view and hides the frame once the frame answers', async () => {
    const { signing } = await signatureAsked('signed')
    expect(await signing).toBe('0xsigned')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(loginIframe().style.pointerEvents).toBe('none')
  })
})
