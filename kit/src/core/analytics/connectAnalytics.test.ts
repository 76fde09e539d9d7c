import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AnalyticsForbiddenError } from '../../errors/AnalyticsForbiddenError.js'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { setTestAddress } from '../../test/setTestAddress.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { hideToast } from '../toast/hideToast.js'
import { connectAnalytics } from './connectAnalytics.js'

const track = (event: WalletKitEvent['event'], properties?: Record<string, unknown>) =>
  ({ type: 'track', event, properties }) as const

/** Lets the sends started by emit() settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connectAnalytics', () => {
  let sent: { event: WalletKitEvent; address: string | undefined }[]
  beforeEach(() => {
    sent = []
  })
  const recordingSend = async (event: WalletKitEvent, { address }: { address: string | undefined }) => {
    sent.push({ event, address })
  }

  it('forwards track events with the active CAIP address', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    connectAnalytics(kit, { sendEvent: recordingSend })
    setTestAddress(kit, 'eip155', '0xabc')
    kit.events.emit(track('MODAL_OPEN', { connected: true }))
    await settle()
    expect(sent).toEqual([
      {
        event: {
          type: 'track',
          event: 'MODAL_OPEN',
          properties: { connected: true },
          timestamp: expect.any(Number),
        },
        address: 'eip155:1:0xabc',
      },
    ])
  })

  it('never sends MODAL_CREATED nor error events', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    connectAnalytics(kit, { sendEvent: recordingSend })
    kit.events.emit(track('MODAL_CREATED'))
    kit.events.emit({ type: 'error', event: 'DISCONNECT_ERROR' })
    await settle()
    expect(sent).toEqual([])
  })

  it('sends nothing when the analytics feature is off', async () => {
    const kit = createTestKit({ features: { analytics: false } })
    const unsubscribe = connectAnalytics(kit, { sendEvent: recordingSend })
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(sent).toEqual([])
    expect(unsubscribe).not.toThrow()
  })

  it('stops forwarding once unsubscribed', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    const unsubscribe = connectAnalytics(kit, { sendEvent: recordingSend })
    unsubscribe()
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(sent).toEqual([])
  })

  it('shows "Invalid App Configuration" once for repeated 403s, and again after a success', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    let forbidden = true
    const sendEvent = vi.fn(async () => {
      if (forbidden) throw new AnalyticsForbiddenError()
    })
    connectAnalytics(kit, { sendEvent })

    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(inEnglish(kit.store.getState().toast)).toMatchInlineSnapshot(`
      {
        "open": true,
        "toast": {
          "details": "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
          "message": "Invalid App Configuration",
          "variant": "error",
        },
      }
    `)

    hideToast(kit)
    kit.events.emit(track('MODAL_CLOSE'))
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(kit.store.getState().toast.open).toBe(false)

    forbidden = false
    kit.events.emit(track('MODAL_CLOSE'))
    await settle()
    forbidden = true
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(kit.store.getState().toast.open).toBe(true)
    expect(sendEvent).toHaveBeenCalledTimes(5)
  })

  it('recognises a 403 wrapped as the cause of another kit error', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    const sendEvent = async () => {
      throw new HttpStatusError({ status: 403, cause: new AnalyticsForbiddenError() })
    }
    connectAnalytics(kit, { sendEvent })
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe('Invalid App Configuration')
  })

  it('logs other failures as warnings and never throws', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    const warn = vi.spyOn(kit.logger, 'warn')
    const failure = new HttpStatusError({ status: 500 })
    connectAnalytics(kit, {
      sendEvent: () => {
        throw failure
      },
    })
    expect(() => kit.events.emit(track('MODAL_OPEN'))).not.toThrow()
    await settle()
    expect(warn).toHaveBeenCalledWith('Failed to send the analytics event MODAL_OPEN', failure)
    expect(kit.store.getState().toast.open).toBe(false)
  })

  it('logs a failure that is not a kit error', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    const warn = vi.spyOn(kit.logger, 'warn')
    connectAnalytics(kit, { sendEvent: () => Promise.reject(new TypeError('Failed to fetch')) })
    kit.events.emit(track('MODAL_OPEN'))
    await settle()
    expect(warn).toHaveBeenCalledWith('Failed to send the analytics event MODAL_OPEN', expect.any(TypeError))
  })
})
