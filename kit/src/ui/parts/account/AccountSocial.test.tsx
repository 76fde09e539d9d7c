import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { signInAlice, startKit } from '../../../test/authTestKit.js'
import { emptyAccountHandlers } from '../../../test/emptyAccountHandlers.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

setupTestServer(...emptyAccountHandlers())
afterEach(cleanup)

describe('AccountSocial', () => {
  it("shows the social provider's mark, its name and the username of a social login", async () => {
    const { kit } = startKit()
    await signInAlice(kit)
    await renderModal(kit, 'Account')
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByText('GitHub account')).toBeNull()
    act(() => {
      const user = kit.store.getState().accounts.eip155?.user
      if (!user) throw new Error('Alice has no user')
      updateAccountData(kit, 'eip155', { socialProvider: 'github', user: { ...user, userName: 'octocat' } })
    })
    expect(await screen.findByText('octocat')).toBeTruthy()
    expect(screen.getByText('GitHub account')).toBeTruthy()
    expect(document.querySelector('[data-social-icon="github"]')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})
