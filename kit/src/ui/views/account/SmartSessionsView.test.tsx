import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { sandboxAccounts } from '@walletkit/fixtures'
import { HttpResponse, http } from 'msw'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
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

const API = 'http://127.0.0.1:9/sessions-view'
const DIRECTORY = 'http://127.0.0.1:9/sessions-view-directory'
let scenario: string | undefined
const server = setupTestServer(
  ...fixtureHandlers({ blockchainApiUrl: API, walletDirectoryUrl: DIRECTORY }, () => scenario),
)
const requests = recordRequests(server)
const [alice, bob] = sandboxAccounts
if (!alice || !bob) throw new Error('The fixtures lack Alice or Bob')
const aliceKey = privateKeyToAccount(alice.privateKey as Hex)
afterEach(() => {
  cleanup()
  scenario = undefined
})
const posts = () => requests.filter((request) => request.method === 'POST')

/** Opens Account for `address` (Alice unless told), its wallet signing with Alice's key unless `answer` says otherwise. */
async function openAccount({
  smartSessions = true,
  address = alice?.address,
  answer,
}: {
  smartSessions?: boolean
  address?: string | undefined
  answer?: () => Promise<unknown>
} = {}) {
  const { adapter, requests: walletRequests } = createRequestAdapter(async ({ params }) =>
    answer ? answer() : aliceKey.signMessage({ message: { raw: (params as Hex[])[0] as Hex } }),
  )
  const kit = createTestKit({
    projectId: 'p',
    services: { blockchainApiUrl: API, walletDirectoryUrl: DIRECTORY },
    features: { smartSessions },
  })
  registerAdapter(kit, adapter)
  connectTestAccount(kit, { profileName: null, profileImage: null })
  act(() => setTestAddress(kit, 'eip155', address))
  const dialog = await renderModal(kit)
  await within(dialog).findByRole('heading', { name: 'Account' })
  return { kit, dialog, walletRequests }
}

async function openSessions(options: Parameters<typeof openAccount>[0] = {}) {
  const opened = await openAccount(options)
  fireEvent.click(await within(opened.dialog).findByRole('button', { name: 'Smart sessions' }))
  await within(opened.dialog).findByRole('heading', { name: 'Smart sessions' })
  return opened
}

const row = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name })

describe('SmartSessionsView', () => {
  it('has no entry in Account while features.smartSessions is off (the default)', async () => {
    const { dialog } = await openAccount({ smartSessions: false })
    await within(dialog).findByRole('button', { name: 'Disconnect' })
    expect(within(dialog).queryByRole('button', { name: 'Smart sessions' })).toBeNull()
  })

  it("shows placeholder rows while loading, then Alice's sessions with app, site, permissions and expiry", async () => {
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    // Holds the list's request, then lets the fixtures answer it.
    server.use(http.get(`${API}/v1/sessions/:address`, () => held.then(() => undefined), { once: true }))
    const { dialog } = await openSessions()
    expect(await within(dialog).findByRole('progressbar', { name: 'Loading sessions' })).toBeTruthy()
    answer()
    const list = await within(dialog).findByRole('list', { name: 'Smart sessions' })
    expect(within(dialog).queryByRole('progressbar')).toBeNull()
    const text = list.textContent ?? ''
    expect(text.indexOf('Sandbox Dapp')).toBeLessThan(text.indexOf('Pixel Game'))
    const dapp = row(dialog, 'Sandbox Dapp')
    expect(within(dapp).getByText('dapp.example')).toBeTruthy()
    const permissions = within(dapp).getByRole('list', { name: 'Permissions' })
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Call transfer on 0x3D…824029', 'Spending limit'])
    expect(dapp.textContent).toContain('Expires Mar 1, 2027')
    expect(within(dapp).getByRole('button', { name: 'Revoke Sandbox Dapp' }).textContent).toBe('Revoke')
    const game = row(dialog, 'Pixel Game')
    expect(game.textContent).toContain('Expired Jul 10, 2025')
    expect(within(game).queryByRole('button')).toBeNull()
  })

  it('shows an empty state with a way back for an account without sessions', async () => {
    const { kit, dialog } = await openSessions({ address: bob?.address })
    const empty = (await within(dialog).findByText('No smart sessions')).closest(
      '[role=status]',
    ) as HTMLElement
    expect(empty.textContent).toContain('its session shows here and you can revoke it')
    fireEvent.click(within(empty).getByRole('button', { name: 'Back to account' }))
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('shows a failed load (sessions-500) with Retry, which loads the list', async () => {
    scenario = 'sessions-500'
    const { dialog } = await openSessions()
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Sessions could not be loaded')
    expect(alert.textContent).toContain('HTTP status code: 500')
    scenario = undefined
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByRole('list', { name: 'Smart sessions' })).toBeTruthy()
  })

  it('shows a declined signature under the row, which keeps its Revoke, and posts nothing', async () => {
    const { dialog } = await openSessions({
      answer: async () => {
        throw new UserRejectedRequestError()
      },
    })
    await within(dialog).findByRole('list', { name: 'Smart sessions' })
    fireEvent.click(within(row(dialog, 'Sandbox Dapp')).getByRole('button', { name: 'Revoke Sandbox Dapp' }))
    const alert = await within(row(dialog, 'Sandbox Dapp')).findByRole('alert')
    expect(alert.textContent).toBe('You declined the signature in your wallet The session is still active.')
    expect(
      within(row(dialog, 'Sandbox Dapp')).getByRole('button', { name: 'Revoke Sandbox Dapp' }),
    ).toBeTruthy()
    expect(within(row(dialog, 'Sandbox Dapp')).queryByText('Revoked')).toBeNull()
    expect(posts()).toHaveLength(0)
  })

  it('shows a revocation the provider refuses under the row, which stays active', async () => {
    server.use(http.post(`${API}/v1/sessions/:address/revoke`, () => new HttpResponse(null, { status: 500 })))
    const { dialog } = await openSessions()
    await within(dialog).findByRole('list', { name: 'Smart sessions' })
    fireEvent.click(within(row(dialog, 'Sandbox Dapp')).getByRole('button', { name: 'Revoke Sandbox Dapp' }))
    const alert = await within(row(dialog, 'Sandbox Dapp')).findByRole('alert')
    expect(alert.textContent).toContain('The session could not be revoked')
    expect(within(row(dialog, 'Sandbox Dapp')).getByText(/^Expires/)).toBeTruthy()
    expect(
      within(row(dialog, 'Sandbox Dapp')).getByRole('button', { name: 'Revoke Sandbox Dapp' }),
    ).toBeTruthy()
  })

  // Last: the fixtures remember the revocation for the rest of the file.
  it('revokes a session: the button is busy while the wallet signs, then the row shows Revoked and its time', async () => {
    let sign: (signature: string) => void = () => undefined
    const { dialog, walletRequests } = await openSessions({
      answer: () => new Promise((resolve) => (sign = resolve)),
    })
    await within(dialog).findByRole('list', { name: 'Smart sessions' })
    fireEvent.click(within(row(dialog, 'Sandbox Dapp')).getByRole('button', { name: 'Revoke Sandbox Dapp' }))
    const busy = await within(row(dialog, 'Sandbox Dapp')).findByRole('button', {
      name: 'Revoke Sandbox Dapp',
    })
    expect(busy.textContent).toBe('Revoking')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    const [raw] = (walletRequests[0]?.params ?? []) as Hex[]
    const message = Buffer.from((raw ?? '0x').slice(2), 'hex').toString()
    await act(async () => sign(await aliceKey.signMessage({ message })))
    await within(row(dialog, 'Sandbox Dapp')).findByText('Revoked')
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.now())
    expect(row(dialog, 'Sandbox Dapp').textContent).toContain(`Revoked ${today}`)
    expect(within(row(dialog, 'Sandbox Dapp')).queryByRole('button')).toBeNull()
    expect(posts()).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
