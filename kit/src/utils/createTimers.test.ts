import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from './createTimers.js'

describe('createTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('runs a timer once after its delay and then forgets it', () => {
    const timers = createTimers()
    const run = vi.fn()
    timers.set('shake', run, 500)
    expect(timers.has('shake')).toBe(true)
    vi.advanceTimersByTime(499)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(timers.has('shake')).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('replaces a timer set again under the same name', () => {
    const timers = createTimers()
    const first = vi.fn()
    const second = vi.fn()
    timers.set('toast', first, 150)
    vi.advanceTimersByTime(100)
    timers.set('toast', second, 150)
    vi.advanceTimersByTime(149)
    expect(second).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('keeps timers of different names apart', () => {
    const timers = createTimers()
    const a = vi.fn()
    const b = vi.fn()
    timers.set('a', a, 100)
    timers.set('b', b, 200)
    timers.clear('a')
    vi.advanceTimersByTime(200)
    expect(a).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledTimes(1)
  })

  it('clears a timer by name, and clearing an unknown name is harmless', () => {
    const timers = createTimers()
    const run = vi.fn()
    timers.set('shake', run, 500)
    timers.clear('shake')
    timers.clear('never-set')
    vi.advanceTimersByTime(500)
    expect(run).not.toHaveBeenCalled()
    expect(timers.has('shake')).toBe(false)
  })

  it('lets a timer set the next one under its own name', () => {
    const timers = createTimers()
    const runs: number[] = []
    const tick = () => {
      runs.push(Date.now())
      if (runs.length < 3) timers.set('poll', tick, 1000)
    }
    timers.set('poll', tick, 1000)
    vi.advanceTimersByTime(5000)
    expect(runs).toHaveLength(3)
    expect(timers.has('poll')).toBe(false)
  })

  it('clears every pending timer on clearAll', () => {
    const timers = createTimers()
    const run = vi.fn()
    timers.set('a', run, 100)
    timers.set('b', run, 200)
    timers.clearAll()
    vi.advanceTimersByTime(1000)
    expect(run).not.toHaveBeenCalled()
    expect(timers.has('a') || timers.has('b')).toBe(false)
  })

  it('gives each registry its own names', () => {
    const one = createTimers()
    const two = createTimers()
    const run = vi.fn()
    one.set('shake', run, 500)
    two.set('shake', run, 500)
    two.clearAll()
    vi.advanceTimersByTime(500)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
