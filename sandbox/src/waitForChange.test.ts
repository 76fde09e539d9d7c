import { describe, expect, it } from 'vitest'
import { versionOf, waitForChange } from './waitForChange.js'

describe('waitForChange', () => {
  it('answers at once when the reader knows no version, or an older one', async () => {
    const value = { pending: [1] }
    expect(await waitForChange(() => value, null)).toEqual({ value, version: versionOf(value) })
    expect(await waitForChange(() => value, 'older')).toEqual({ value, version: versionOf(value) })
  })

  it('holds the read while the value is what the reader has, and answers once it changes', async () => {
    let value = { pending: [] as number[] }
    const known = versionOf(value)
    const started = Date.now()
    setTimeout(() => {
      value = { pending: [7] }
    }, 300)
    const answer = await waitForChange(() => value, known)
    expect(answer.value).toEqual({ pending: [7] })
    expect(answer.version).not.toBe(known)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('answers unchanged after its time-out, or when the reader goes away', async () => {
    const value = { pending: [] }
    const known = versionOf(value)
    expect(await waitForChange(() => value, known, { timeoutMs: 150 })).toEqual({ value, version: known })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    expect((await waitForChange(() => value, known, { signal: controller.signal })).version).toBe(known)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
