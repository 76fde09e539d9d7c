import { afterAll, describe, expect, it, vi } from 'vitest'

// The kit's pure layers share one module graph per worker (isolate: false), so the next file's `beforeAll` runs in
// what this file leaves. vitest undoes stubs and spies only before a test starts: a file's last stub would outlive
// it, and a next file's msw server, patching the stub in its `beforeAll`, lose its patch to that undoing (its
// requests then left for the network). The setup undoes them when each test ends.
describe('the kit test setup', () => {
  const fetchBefore = globalThis.fetch
  const nowBefore = Date.now

  it('lets a test stub a global and spy on a method', () => {
    vi.stubGlobal('fetch', vi.fn())
    vi.spyOn(Date, 'now').mockReturnValue(0)
    expect(globalThis.fetch).not.toBe(fetchBefore)
    expect(Date.now()).toBe(0)
  })

  afterAll(() => {
    expect(globalThis.fetch).toBe(fetchBefore)
    expect(Date.now).toBe(nowBefore)
  })
})
