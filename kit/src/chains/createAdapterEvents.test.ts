import { describe, expect, it } from 'vitest'
import { createAdapterEvents } from './createAdapterEvents.js'

describe('createAdapterEvents', () => {
  it('calls the listeners of an event with its payload until they unsubscribe', () => {
    const events = createAdapterEvents()
    const seen: unknown[] = []
    const off = events.on('chainChanged', ({ chainId }) => seen.push(chainId))
    events.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    events.emit('chainChanged', { chainId: 8453 })
    off()
    events.emit('chainChanged', { chainId: 1 })
    expect(seen).toEqual([8453])
  })

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const errors: unknown[] = []
    const events = createAdapterEvents({ onListenerError: (error) => errors.push(error) })
    const seen: string[] = []
    events.on('disconnect', () => {
      throw new Error('listener broke')
    })
    events.on('disconnect', ({ connectorId }) => seen.push(connectorId))
    events.emit('disconnect', { connectorId: 'injected' })
    expect(seen).toEqual(['injected'])
    expect(errors).toEqual([new Error('listener broke')])
  })

  it('forgets every listener on clear', () => {
    const events = createAdapterEvents()
    const seen: unknown[] = []
    events.on('connectorsChanged', ({ connectors }) => seen.push(connectors))
    events.clear()
    events.emit('connectorsChanged', { connectors: [] })
    expect(seen).toEqual([])
  })
})
