import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { setSmartAccountEnabledNetworks } from '../../../core/network/setSmartAccountEnabledNetworks.js'
import { ADDRESS, signInAliceWith, startKit } from '../../../test/authTestKit.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createScriptedAdapter } from '../../../test/createScriptedAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import type { FakeFrameHandler } from '../../../test/fakeLoginFrame.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'
import { formatAddress } from '../../../utils/formatAddress.js'

const API = 'https://rpc.walletconnect.org'
setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${API}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
  http.get(`${API}/v1/account/:address/nfts`, () => HttpResponse.json({ data: [], next: null })),
  http.get(
    'https://api.web3modal.org/public/getAssetImage/:id',
    () => new HttpResponse(null, { status: 404 }),
  ),
)
afterEach(cleanup)

const SMART = '0x0000000000000000000000000000000000005a5a'

/** Alice's frame with smart accounts on `enabled`; INIT_SMART_ACCOUNT fails when `failSmart`. */
function frameWith({ enabled = [1], failSmart = false } = {}): FakeFrameHandler {
  return (type, payload) => {
    const fields = (payload ?? {}) as { type?: string; preferredAccountType?: string }
    if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: enabled }
    if (type === 'GET_USER')
      return { email: 'alice@example.com', address: ADDRESS, chainId: 1, preferredAccountType: 'eoa' }
    if (type === 'INIT_SMART_ACCOUNT') return failSmart ? { error: 'No account factory on this chain' } : {}
    if (type === 'SET_PREFERRED_ACCOUNT')
      return { type: fields.type, address: fields.type === 'smartAccount' ? SMART : ADDRESS }
    return undefined
  }
}

async function openAccountWith(handler: FakeFrameHandler) {
  const { kit } = startKit()
  await signInAliceWith(kit, handler)
  await renderModal(kit, 'Account')
  await screen.findByRole('button', { name: 'Disconnect' })
  return kit
}

const dialogText = () => screen.getByRole('dialog').textContent ?? ''

describe('AccountTypeSwitch', () => {
  it('switches an email account to its smart account and back, the address following', async () => {
    const kit = await openAccountWith(frameWith())
    expect(screen.getByText('EOA')).toBeTruthy()
    expect(dialogText()).toContain(formatAddress(ADDRESS))

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' })))
    await screen.findByRole('button', { name: 'Switch to EOA' })
    expect(screen.getByText('Smart account')).toBeTruthy()
    expect(dialogText()).toContain(formatAddress(SMART))
    expect(kit.store.getState().accounts.eip155?.address).toBe(getAddress(SMART))

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to EOA' })))
    await screen.findByRole('button', { name: 'Switch to smart account' })
    expect(dialogText()).toContain(formatAddress(ADDRESS))
  })

  it('says the smart account could not be used and stays on the EOA when the frame fails', async () => {
    const kit = await openAccountWith(frameWith({ failSmart: true }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' })))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Your smart account could not be used: your EOA stays in use. No account factory on this chain',
    )
    expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeTruthy()
    expect(kit.store.getState().accounts.eip155).toMatchObject({
      // The kit checksums the frame's lower-case answer where it enters.
      address: getAddress(ADDRESS),
      preferredAccountType: 'eoa',
    })
  })

  it('is absent where smart accounts are not enabled, and appears when the network list enables them', async () => {
    const kit = await openAccountWith(frameWith({ enabled: [] }))
    expect(screen.queryByRole('button', { name: /^Switch to (smart account|EOA)$/ })).toBeNull()
    act(() => setSmartAccountEnabledNetworks(kit, 'eip155', [1]))
    expect(await screen.findByRole('button', { name: 'Switch to smart account' })).toBeTruthy()
  })

  it('is absent for a browser-wallet account, even on a network with smart accounts', async () => {
    const kit = createTestKit()
    registerAdapter(kit, createScriptedAdapter('eip155'))
    connectTestAccount(kit)
    setSmartAccountEnabledNetworks(kit, 'eip155', [1])
    updateAccountData(kit, 'eip155', { preferredAccountType: 'smartAccount' })
    await renderModal(kit)
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('button', { name: /^Switch to (smart account|EOA)$/ })).toBeNull()
  })
})
