import { describe, expect, it } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { chainChanged: { chainId: number }; disconnect: undefined }

describe('createEmitter', () => {
  it('calls the listeners of an event with its payload, and only those', () => {
    const emitter = createEmitter<Events>()
    const seen: unknown[] = []
    emitter.on('chainChanged', (payload) => seen.push(payload))
    emitter.on('disconnect', () => seen.push('disconnect'))
    emitter.emit('chainChanged', { chainId: 8453 })
    expect(seen).toEqual([{ chainId: 8453 }])
  })

  it('stops calling a listener once it is removed, or after clear', () => {
    const emitter = createEmitter<Events>()
    const seen: number[] = []
    const off = emitter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    emitter.emit('chainChanged', { chainId: 1 })
    off()
    emitter.emit('chainChanged', { chainId: 2 })
    emitter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    emitter.clear()
    emitter.emit('chainChanged', { chainId: 3 })
    expect(seen).toEqual([1])
  })

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const errors: unknown[] = []
    const emitter = createEmitter<Events>({ onListenerError: (error) => errors.push(error) })
    const seen: number[] = []
    emitter.on('chainChanged', () => {
      throw new RangeError('listener failed')
    })
    emitter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    emitter.emit('chainChanged', { chainId: 10 })
    expect(seen).toEqual([10])
    expect(errors).toEqual([new RangeError('listener failed')])
  })
})
