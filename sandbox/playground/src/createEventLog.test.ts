import { describe, expect, it } from 'vitest'
import { createEventLog } from './createEventLog.js'

describe('createEventLog', () => {
  it('lists entries newest first with their time, up to the limit, and tells subscribers', () => {
    let now = 1_000
    const log = createEventLog({ limit: 2, now: () => now++ })
    let notified = 0
    log.subscribe(() => notified++)
    log.add({ source: 'analytics', title: 'MODAL_OPEN', tone: 'neutral' })
    log.add({ source: 'wallet', title: 'personal_sign rejected', tone: 'danger' })
    log.add({ source: 'analytics', title: 'MODAL_CLOSE', tone: 'neutral' })
    expect(log.getSnapshot().map(({ title, time }) => ({ title, time }))).toEqual([
      { title: 'MODAL_CLOSE', time: 1_002 },
      { title: 'personal_sign rejected', time: 1_001 },
    ])
    expect(notified).toBe(3)
  })

  it('keeps the same snapshot until something changes, and clears', () => {
    const log = createEventLog()
    const empty = log.getSnapshot()
    log.clear()
    expect(log.getSnapshot()).toBe(empty)
    log.add({ source: 'analytics', title: 'MODAL_OPEN', tone: 'neutral' })
    expect(log.getSnapshot()).not.toBe(empty)
    log.clear()
    expect(log.getSnapshot()).toEqual([])
  })
})
