// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../../chains/auth/createAuthAdapter.js'
import { STORAGE_KEYS, TIMINGS } from '../../config/index.js'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fakeLoginFrame } from '../../test/fakeLoginFrame.js'
import { reconnect } from '../connection/reconnect.js'
import { storeConnectorId } from '../connection/storedConnectorIds.js'
import type { WalletKit } from '../WalletKit.js'
import { connectEmail } from './connectEmail.js'
import { mountAuthFrame } from './mountAuthFrame.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
/** A session token valid from `inSeconds` from now. */
const tokenValidIn = (inSeconds: number) =>
  `${encode({ alg: 'ES256' })}.${encode({ sub: 'alice', nbf: Math.floor(Date.now() / 1000) + inSeconds })}.sig`

const debugKit = (debug = true) =>
  createTestKit({ debug, projectId: 'p1', services: { loginFrameUrl: 'http://127.0.0.1:4545/sdk' } })
const alerts = (kit: WalletKit) => kit.store.getState().debugAlerts.shown.map((alert) => alert.message)

describe("the embedded wallet's debug alerts (spec 8)", () => {
  it('alerts "Session Expired" once when the frame sends a session token not yet valid', async () => {
    const { kit, events } = startKit(debugKit())
    const frame = await mountFrame(kit)
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: tokenValidIn(-60) } })
    expect(alerts(kit)).toEqual([])

    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: tokenValidIn(3_600) } })
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: tokenValidIn(3_600) } })
    expect(alerts(kit)).toEqual(['Session Expired'])
    expect(events.filter((event) => event.type === 'error').map((event) => event.event)).toEqual([
      'CONNECT_ERROR',
      'CONNECT_ERROR',
    ])
  })

  it('alerts "Session Expired" when the kept token is not yet valid at reconnect', async () => {
    const { kit } = startKit(debugKit())
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    kit.storage.set(STORAGE_KEYS.sessionToken, tokenValidIn(3_600))
    await mountFrame(kit, (type) => (type === 'IS_CONNECTED' ? { isConnected: false } : undefined))
    await reconnect(kit, { timeout: 10 })
    expect(alerts(kit)).toEqual(['Session Expired'])
  })

  it('alerts "Invalid App Configuration" when the frame refuses the origin', async () => {
    const { kit } = startKit(debugKit())
    await mountFrame(kit, () => ({
      error: 'Invalid App Configuration: Origin not found on Allowlist - update configuration',
    }))
    await expect(connectEmail(kit, { email: 'alice@example.com' })).rejects.toThrow(
      'Invalid App Configuration',
    )
    expect(alerts(kit)).toEqual(['Invalid App Configuration'])
  })

  it('alerts "Invalid App Configuration" when the login frame never loads (the socials load time-out)', async () => {
    const { kit } = startKit(debugKit())
    await mountAuthFrame(kit)
    const login = connectEmail(kit, { email: 'alice@example.com' })
    const failed = expect(login).rejects.toThrow('Something went wrong')
    await vi.advanceTimersByTimeAsync(TIMINGS.authRequestTimeout)
    await failed
    expect(alerts(kit)).toEqual(['Invalid App Configuration'])
    expect(kit.store.getState().debugAlerts.shown[0]?.details).toContain('did not load in time')
  })

  it('alerts nothing when a loaded frame is merely slow to answer', async () => {
    const { kit } = startKit(debugKit())
    await mountAuthFrame(kit)
    fakeLoginFrame(() => undefined)
    const login = connectEmail(kit, { email: 'alice@example.com' })
    const failed = expect(login).rejects.toThrow('Something went wrong')
    await vi.advanceTimersByTimeAsync(TIMINGS.authRequestTimeout + TIMINGS.frameSettle)
    await failed
    expect(alerts(kit)).toEqual([])
  })

  it('alerts nothing without the debug option', async () => {
    const { kit } = startKit(debugKit(false))
    const frame = await mountFrame(kit)
    frame.post({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: tokenValidIn(3_600) } })
    expect(kit.storage.get(STORAGE_KEYS.sessionToken)).toBe(tokenValidIn(3_600))
    expect(alerts(kit)).toEqual([])
  })
})
