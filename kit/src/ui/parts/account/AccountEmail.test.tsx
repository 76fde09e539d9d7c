import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { signInAlice, startKit } from '../../../test/authTestKit.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createScriptedAdapter } from '../../../test/createScriptedAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { emptyAccountHandlers } from '../../../test/emptyAccountHandlers.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

setupTestServer(...emptyAccountHandlers())
afterEach(cleanup)

/** Alice signed in by email, Account open. */
async function openAliceAccount() {
  const { kit } = startKit()
  await signInAlice(kit)
  await renderModal(kit, 'Account')
  await screen.findByRole('button', { name: 'Disconnect' })
  return kit
}

describe('AccountEmail', () => {
  it('shows the email of an email login with an Update email button', async () => {
    await openAliceAccount()
    expect(screen.getByText('alice@example.com')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update email' })).toBeTruthy()
  })

  it('opens the Update email view from the button', async () => {
    const kit = await openAliceAccount()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update email' })))
    expect(await screen.findByRole('textbox', { name: 'New email address' })).toBeTruthy()
    expect(kit.store.getState().router.history).toEqual(['Account', 'UpdateEmailWallet'])
  })

  it('is absent for a social login, even one whose user has an email', async () => {
    const kit = await openAliceAccount()
    act(() => updateAccountData(kit, 'eip155', { socialProvider: 'google' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull())
    expect(screen.queryByText('alice@example.com')).toBeNull()
  })

  it('is absent for a browser-wallet account', async () => {
    const kit = createTestKit()
    registerAdapter(kit, createScriptedAdapter('eip155'))
    connectTestAccount(kit)
    await renderModal(kit)
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})
