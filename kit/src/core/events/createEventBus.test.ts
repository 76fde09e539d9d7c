import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'
import type { WalletKitEvent } from './WalletKitEvent.js'

describe('createEventBus', () => {
  it('delivers each event with a timestamp to every listener, in subscription order', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const bus = createEventBus()
    const seen: string[] = []
    let received: WalletKitEvent | undefined
    bus.subscribe((event) => {
      seen.push('first')
      received = event
    })
    bus.subscribe(() => seen.push('second'))
    bus.emit({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(seen).toEqual(['first', 'second'])
    expect(received).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
      timestamp: 1_700_000_000_000,
    })
  })

  it('keeps a throwing listener from breaking the others, and reports its error', () => {
    const onListenerError = vi.fn()
    const bus = createEventBus({ onListenerError })
    const failure = new TypeError('listener bug')
    const after = vi.fn()
    bus.subscribe(() => {
      throw failure
    })
    bus.subscribe(after)
    expect(() => bus.emit({ type: 'track', event: 'MODAL_CLOSE' })).not.toThrow()
    expect(after).toHaveBeenCalledTimes(1)
    expect(onListenerError).toHaveBeenCalledWith(failure)
  })

  it('swallows a listener error when nobody asked to hear about it', () => {
    const bus = createEventBus()
    bus.subscribe(() => {
      throw new TypeError('listener bug')
    })
    expect(() => bus.emit({ type: 'track', event: 'MODAL_CLOSE' })).not.toThrow()
  })

  it('stops delivering to a listener once it unsubscribes', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    const unsubscribe = bus.subscribe(listener)
    bus.emit({ type: 'track', event: 'MODAL_OPEN' })
    unsubscribe()
    bus.emit({ type: 'track', event: 'MODAL_CLOSE' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('still delivers the current event to a listener removed by an earlier one', () => {
    const bus = createEventBus()
    const second = vi.fn()
    let unsubscribeSecond = () => {}
    bus.subscribe(() => unsubscribeSecond())
    unsubscribeSecond = bus.subscribe(second)
    bus.emit({ type: 'track', event: 'MODAL_OPEN' })
    bus.emit({ type: 'track', event: 'MODAL_CLOSE' })
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('removes every listener on clear', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    bus.subscribe(listener)
    bus.clear()
    bus.emit({ type: 'track', event: 'MODAL_OPEN' })
    expect(listener).not.toHaveBeenCalled()
  })
})
