import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapterRequest } from '../../../chains/ChainAdapter.js'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createRequestAdapter } from '../../../test/createRequestAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { fixtureHandlers } from '../../../test/fixtureHandlers.js'
import { recordRequests } from '../../../test/recordRequests.js'
import { renderModal } from '../../../test/renderModal.js'
import { setTestAddress } from '../../../test/setTestAddress.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

const API = 'http://127.0.0.1:9/names-view'
const server = setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
const requests = recordRequests(server)
const dave = sandboxAccounts[3]
if (!dave) throw new Error('The fixtures lack Dave')
const daveKey = privateKeyToAccount(dave.privateKey as Hex)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const suggestionRequests = () =>
  requests.filter((request) => request.url.includes('/v1/profile/suggestions/'))
const posts = () => requests.filter((request) => request.method === 'POST')

/** Opens Account and then Choose a name for Dave, whose wallet signs with his key unless `answer` says otherwise. */
async function openRegister(answer?: () => Promise<unknown>) {
  // The signatures Dave's wallet was asked for; it supports nothing else (the kit's asset discovery is refused).
  const walletRequests: ChainAdapterRequest[] = []
  const { adapter } = createRequestAdapter(async (request) => {
    if (request.method !== 'personal_sign')
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    walletRequests.push(request)
    return answer ? answer() : daveKey.signMessage({ message: { raw: (request.params as Hex[])[0] as Hex } })
  })
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  registerAdapter(kit, adapter)
  connectTestAccount(kit, { profileName: null, profileImage: null })
  act(() => setTestAddress(kit, 'eip155', dave?.address))
  const dialog = await renderModal(kit)
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose a name' }))
  const field = await within(dialog).findByRole('textbox', { name: 'Name' })
  const type = (text: string) => fireEvent.change(field, { target: { value: text } })
  return { kit, dialog, field, type, walletRequests }
}

describe('RegisterAccountNameView', () => {
  it('checks the typed name once typing has paused for 500 ms (spec 9 default debounce)', async () => {
    const { dialog, type } = await openRegister()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    type('s')
    await act(async () => vi.advanceTimersByTime(400))
    type('sa')
    await act(async () => vi.advanceTimersByTime(400))
    type('sam1')
    await act(async () => vi.advanceTimersByTime(499))
    expect(suggestionRequests()).toHaveLength(0)
    await act(async () => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    expect(await within(dialog).findByText('sam1.wk.id is available')).toBeTruthy()
    expect(suggestionRequests().map((request) => new URL(request.url).pathname)).toEqual([
      '/names-view/v1/profile/suggestions/sam1',
    ])
  })

  it("shows spec 5's rule broken as InvalidNameError's message, asks nothing and cannot register", async () => {
    const { dialog, type } = await openRegister()
    type('ab_')
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Name must be at least 4 characters of letters, digits or hyphens')
    expect(suggestionRequests()).toHaveLength(0)
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByRole('button', { name: /^Register/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('says a held name is taken and cannot be registered', async () => {
    const { dialog, type } = await openRegister()
    type('wallet')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('wallet.wk.id is already taken')
    expect((within(dialog).getByRole('button', { name: /^Register/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('registers a suggested name after the wallet signs, then shows the success and Account shows the name', async () => {
    const { kit, dialog, field, type, walletRequests } = await openRegister()
    type('dave')
    const suggestions = await within(dialog).findByRole('region', { name: 'Suggestions' })
    fireEvent.click(within(suggestions).getByRole('button', { name: /dave-wallet\.wk\.id/ }))
    expect((field as HTMLInputElement).value).toBe('dave-wallet')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Register dave-wallet.wk.id' }))
    const done = await screen.findByRole('button', { name: 'Done' })
    expect(screen.getByRole('heading', { name: 'Name registered' })).toBeTruthy()
    expect(screen.getByText(/Your account is now/).textContent).toBe('Your account is now dave-wallet.wk.id')
    expect(walletRequests.map((request) => request.method)).toEqual(['personal_sign'])
    fireEvent.click(done)
    expect(await screen.findByText('dave-wallet.wk.id')).toBeTruthy()
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('shows a declined signature with Sign again, which asks the wallet again', async () => {
    let declines = 1
    const { dialog, type, walletRequests } = await openRegister(async () => {
      if (declines-- > 0) throw new UserRejectedRequestError()
      return daveKey.signMessage({ message: 'not the registration' })
    })
    type('dave-declines')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Register dave-declines.wk.id' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('You declined the signature in your wallet')
    expect(posts()).toHaveLength(0)
    fireEvent.click(within(alert).getByRole('button', { name: 'Sign again' }))
    await waitFor(() => expect(walletRequests).toHaveLength(2))
  })

  it('shows a failed registration with Retry, which sends the same signature again', async () => {
    server.use(
      http.post(`${API}/v1/profile/account`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    )
    const { dialog, type, walletRequests } = await openRegister()
    type('dave-retries')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Register dave-retries.wk.id' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('The name could not be registered')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy()
    expect(walletRequests).toHaveLength(1)
    expect(posts()).toHaveLength(2)
  })

  it('shows a failed check with Retry, which asks again', async () => {
    server.use(
      http.get(`${API}/v1/profile/suggestions/:name`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    )
    const { dialog, type } = await openRegister()
    type('dave-checks')
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Names could not be checked')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByText('dave-checks.wk.id is available')).toBeTruthy()
    expect(suggestionRequests()).toHaveLength(2)
  })
})
