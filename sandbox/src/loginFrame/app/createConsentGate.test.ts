import { describe, expect, it } from 'vitest'
import { type ConsentChoice, type ConsentRequest, createConsentGate } from './createConsentGate.js'

/** A screen that records what it shows and lets the test click its buttons, trusted or not. */
function fakeScreen() {
  const shown: ConsentRequest[] = []
  const state: { decide?: (choice: ConsentChoice, event: { isTrusted: boolean }) => void; cleared: number } =
    {
      cleared: 0,
    }
  return {
    screen: {
      show(request: ConsentRequest, decide: (choice: ConsentChoice, event: { isTrusted: boolean }) => void) {
        shown.push(request)
        state.decide = decide
      },
      clear() {
        state.cleared++
      },
    },
    shown,
    state,
    click: (choice: ConsentChoice, isTrusted = true) => state.decide?.(choice, { isTrusted }),
  }
}

const request = { method: 'personal_sign', params: ['0x6869', '0x0'], chainId: 1 }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createConsentGate', () => {
  it('holds a request until a trusted click on Approve', async () => {
    const fake = fakeScreen()
    const gate = createConsentGate(fake.screen)
    let approved = false
    const asking = gate.ask(request).then(() => {
      approved = true
    })
    expect(fake.shown).toEqual([request])
    await tick()
    expect(approved).toBe(false)
    fake.click('approve')
    await asking
    expect(approved).toBe(true)
    expect(fake.state.cleared).toBe(1)
    expect(gate.isHolding()).toBe(false)
  })

  it('ignores a click that a script made (event.isTrusted false)', async () => {
    const fake = fakeScreen()
    const gate = createConsentGate(fake.screen)
    let settled = false
    void gate.ask(request).finally(() => {
      settled = true
    })
    fake.click('approve', false)
    fake.click('reject', false)
    await tick()
    expect(settled).toBe(false)
    expect(gate.isHolding()).toBe(true)
  })

  it('answers Reject with the user-rejected error (code 4001)', async () => {
    const fake = fakeScreen()
    const gate = createConsentGate(fake.screen)
    const asking = gate.ask(request)
    fake.click('reject')
    await expect(asking).rejects.toMatchObject({ message: 'User rejected the request', code: 4001 })
    expect(fake.state.cleared).toBe(1)
  })

  it('rejects the held request when a newer one arrives, and shows the newer one', async () => {
    const fake = fakeScreen()
    const gate = createConsentGate(fake.screen)
    const first = gate.ask(request)
    const newer = { method: 'eth_sendTransaction', params: [{ to: '0x1' }], chainId: 1 }
    const second = gate.ask(newer)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(fake.shown).toEqual([request, newer])
    fake.click('approve')
    await expect(second).resolves.toBeUndefined()
  })
})
