import { afterEach, describe, expect, it, vi } from 'vitest'
import { SwapReceiptTimeoutError } from '../../errors/SwapReceiptTimeoutError.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { waitForSwapReceipt } from './waitForSwapReceipt.js'

const HASH = `0x${'5a'.repeat(32)}`

function kitWithReceipts(receipts: unknown[]) {
  const { adapter, requests } = createRequestAdapter(async () => receipts.shift() ?? null)
  const kit = createTestKit({}, { adapters: [adapter] })
  registerAdapter(kit, adapter)
  return { kit, requests }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('waitForSwapReceipt', () => {
  it('asks every second until the receipt comes, and tells a reverted one from a successful one', async () => {
    vi.useFakeTimers()
    const { kit, requests } = kitWithReceipts([null, null, { status: '0x0' }])
    const waiting = waitForSwapReceipt(kit, HASH)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await waiting).toBe('reverted')
    expect(requests.map((request) => request.method)).toEqual(Array(3).fill('eth_getTransactionReceipt'))
    const mined = kitWithReceipts([{ status: '0x1' }])
    expect(await waitForSwapReceipt(mined.kit, HASH)).toBe('success')
  })

  it('gives up with "The transaction was not confirmed in time" after 180 tries', async () => {
    vi.useFakeTimers()
    const { kit, requests } = kitWithReceipts([])
    const waiting = waitForSwapReceipt(kit, HASH)
    const outcome = expect(waiting).rejects.toThrow(SwapReceiptTimeoutError)
    await vi.advanceTimersByTimeAsync(180_000)
    await outcome
    expect(requests).toHaveLength(180)
    await expect(waiting).rejects.toThrow('The transaction was not confirmed in time')
  })
})
