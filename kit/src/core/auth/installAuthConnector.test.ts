// @vitest-environment jsdom

import { getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { AUTH_CONNECTOR_ID, createAuthAdapter } from '../../chains/auth/createAuthAdapter.js'
import { STORAGE_KEYS } from '../../config/index.js'
import { ADDRESS, mountFrame, signInAlice, startKit } from '../../test/authTestKit.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { disconnect } from '../connection/disconnect.js'
import { reconnect } from '../connection/reconnect.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { storeConnectorId } from '../connection/storedConnectorIds.js'
import { setThemeMode } from '../theme/setThemeMode.js'
import { setThemeVariables } from '../theme/setThemeVariables.js'
import { connectEmail } from './connectEmail.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createAuthAdapter', () => {
  it("adds the AUTH connector beside the base adapter's, and mounts no frame on its own", () => {
    const base = createTestAdapter('eip155', {
      connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    })
    const kit = createTestKit()
    const adapter = createAuthAdapter({ base })
    registerAdapter(kit, adapter)
    onTestFinished(() => adapter.destroy?.())
    expect(adapter.connectors().map(({ id, type }) => [id, type])).toEqual([
      ['io.metamask', 'ANNOUNCED'],
      [AUTH_CONNECTOR_ID, 'AUTH'],
    ])
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('serves eip155 and solana only (spec 6)', () => {
    expect(() => createAuthAdapter({ namespace: 'polkadot' as 'solana' })).toThrow('Network Not Found')
    expect(createAuthAdapter({ namespace: 'solana' }).namespace).toBe('solana')
  })

  it('tells the frame about the app and its theme when mounted, and again when the theme changes', async () => {
    const { kit } = startKit(createTestKit({ projectId: 'p1', themeMode: 'dark' }))
    const frame = await mountFrame(kit)
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.payloadsOf('SYNC_DAPP_DATA')).toEqual([
      expect.objectContaining({
        projectId: 'p1',
        sdkType: 'walletkit',
        metadata: expect.objectContaining({ name: 'WalletKit app' }),
      }),
    ])
    expect(frame.payloadsOf('SYNC_THEME')).toEqual([
      {
        themeMode: 'dark',
        themeVariables: {},
        w3mThemeVariables: { '--w3m-accent': '#3451f0', '--w3m-background': '#16171b' },
      },
    ])
    setThemeMode(kit, { themeMode: 'light' })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.payloadsOf('SYNC_THEME').at(-1)).toEqual({
      themeMode: 'light',
      themeVariables: {},
      w3mThemeVariables: { '--w3m-accent': '#3451f0', '--w3m-background': '#fff' },
    })
    setThemeVariables(kit, { themeVariables: { '--wk-accent': '#ff5a1f' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.payloadsOf('SYNC_THEME').at(-1)).toMatchObject({
      themeVariables: { '--wk-accent': '#ff5a1f' },
      w3mThemeVariables: { '--w3m-accent': '#ff5a1f' },
    })
  })

  it("signs in by email: Account with the frame user's address, the login recorded, CONNECT_SUCCESS tracked", async () => {
    const { kit, events } = startKit()
    const frame = await signInAlice(kit)
    const state = kit.store.getState()
    // The frame answers in lower case; the address enters the kit checksummed.
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:1:${getAddress(ADDRESS)}`)
    expect(state.accounts.eip155?.user?.email).toBe('alice@example.com')
    expect(state.connection.status.eip155).toBe('connected')
    expect(state.router.view).toBe('Account')
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 1, preferredAccountType: 'eoa' }])
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('alice@example.com')
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'CONNECT_SUCCESS',
        properties: expect.objectContaining({ method: 'email' }),
      }),
    )
  })

  it('asks for the smart account only where the frame enables it (spec 5)', async () => {
    const { kit } = startKit()
    const frame = await mountFrame(kit, (type) =>
      type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' ? { smartAccountEnabledNetworks: [1] } : undefined,
    )
    await connectEmail(kit, { email: 'alice@example.com' })
    await verifyEmailOtp(kit, { email: 'alice@example.com', otp: '123456' })
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 1, preferredAccountType: 'smartAccount' }])
    expect(kit.store.getState().networks.eip155?.smartAccountEnabledNetworks).toEqual([1])
  })

  it("keeps a wrong code from connecting, with the frame's message", async () => {
    const { kit } = startKit()
    await mountFrame(kit)
    await connectEmail(kit, { email: 'alice@example.com' })
    await expect(verifyEmailOtp(kit, { email: 'alice@example.com', otp: '000000' })).rejects.toThrow(
      'Invalid code',
    )
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
  })

  it('refuses a second email login within 30 s, before asking the frame', async () => {
    const { kit } = startKit()
    const frame = await mountFrame(kit)
    await connectEmail(kit, { email: 'alice@example.com' })
    await vi.advanceTimersByTimeAsync(12_000)
    await expect(connectEmail(kit, { email: 'bob@example.com' })).rejects.toThrow(
      /^Please try again after 1[78] seconds$/,
    )
    expect(frame.payloadsOf('CONNECT_EMAIL')).toEqual([{ email: 'alice@example.com' }])
  })

  it('starts the 30 s cooldown only once the frame accepted an email: after a refusal the visitor may retry at once', async () => {
    const { kit } = startKit()
    let refuse = true
    const frame = await mountFrame(kit, (type) =>
      type === 'CONNECT_EMAIL' && refuse ? { error: 'The login service is busy' } : undefined,
    )
    await expect(connectEmail(kit, { email: 'alice@example.com' })).rejects.toThrow(
      'The login service is busy',
    )
    refuse = false
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await connectEmail(kit, { email: 'alice@example.com' })).toBe('VERIFY_OTP')
    expect(frame.payloadsOf('CONNECT_EMAIL')).toHaveLength(2)
    await expect(connectEmail(kit, { email: 'alice@example.com' })).rejects.toThrow(/^Please try again after/)
  })

  it('stores the session token the frame sends', async () => {
    const { kit } = startKit()
    const frame = await mountFrame(kit)
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt-1' } })
    expect(kit.storage.get(STORAGE_KEYS.sessionToken)).toBe('jwt-1')
  })

  it('restores nothing after a reload without the email-login flag, and does not ask the frame', async () => {
    const { kit } = startKit()
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    const frame = await mountFrame(kit)
    expect(await reconnect(kit, { timeout: 10 })).toEqual([])
    expect(frame.types()).not.toContain('IS_CONNECTED')
  })

  it('restores the session after a reload when IS_CONNECTED says so, sending the stored token', async () => {
    const { kit } = startKit()
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    kit.storage.set(STORAGE_KEYS.sessionToken, 'jwt-1')
    const frame = await mountFrame(kit)
    expect(await reconnect(kit, { timeout: 10 })).toEqual(['eip155'])
    expect(frame.payloadsOf('IS_CONNECTED')).toEqual([{ token: 'jwt-1' }])
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${getAddress(ADDRESS)}`)
  })

  it('clears the auth cache when IS_CONNECTED says the session is over', async () => {
    const { kit } = startKit()
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    kit.storage.set(STORAGE_KEYS.email, 'alice@example.com')
    await mountFrame(kit, (type) => (type === 'IS_CONNECTED' ? { isConnected: false } : undefined))
    expect(await reconnect(kit, { timeout: 10 })).toEqual([])
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })

  it('disconnects with SIGN_OUT and clears the auth cache and the session token', async () => {
    const { kit } = startKit()
    const frame = await signInAlice(kit)
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-1' } })
    expect(kit.storage.get(STORAGE_KEYS.sessionToken)).toBe('session-1')
    await disconnect(kit)
    expect(frame.types()).toContain('SIGN_OUT')
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.sessionToken)).toBeUndefined()
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
  })

  it('switches only to login-frame networks', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    await adapter.switchNetwork({ network: testNetworks.base })
    expect(frame.payloadsOf('SWITCH_NETWORK')).toEqual([{ chainId: 8453 }])
    const local = { ...testNetworks.base, id: 31337, caipNetworkId: 'eip155:31337' }
    await expect(adapter.switchNetwork({ network: local })).rejects.toThrow('Network Not Found')
  })
})
