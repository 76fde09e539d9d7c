import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventId } from './createEventId.js'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createEventId', () => {
  it('returns a v4 UUID', () => {
    expect(createEventId()).toMatch(uuid)
  })

  it('still returns a v4 UUID where crypto.randomUUID is missing (insecure origins)', () => {
    const { crypto } = globalThis
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })

    const ids = new Set(Array.from({ length: 50 }, createEventId))

    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(uuid)
  })
})
