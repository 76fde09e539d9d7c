// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createEip155Adapter } from './createEip155Adapter.js'

describe('createEip155Adapter on a server', () => {
  it('finds no wallet and touches no browser global', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = createEip155Adapter()
    adapter.start?.()
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.disconnect({})).resolves.toBeUndefined()
    adapter.destroy?.()
  })
})
