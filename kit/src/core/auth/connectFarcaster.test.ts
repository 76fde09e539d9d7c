// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import { getFarcasterUri } from './connectFarcaster.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('getFarcasterUri', () => {
  it('keeps a Farcaster link the frame sends over https, or http on this machine', async () => {
    const { kit } = startKit()
    await mountFrame(kit, (type) =>
      type === 'GET_FARCASTER_URI' ? { url: 'https://farcaster.test/~/siwf?c=1' } : undefined,
    )
    expect(await getFarcasterUri(kit)).toBe('https://farcaster.test/~/siwf?c=1')
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBe('https://farcaster.test/~/siwf?c=1')
  })

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>x</script>',
    'http://farcaster.test/',
  ])('refuses %s from the frame, and neither shows nor keeps it', async (url) => {
    const { kit } = startKit()
    await mountFrame(kit, (type) => (type === 'GET_FARCASTER_URI' ? { url } : undefined))
    await expect(getFarcasterUri(kit)).rejects.toThrow('Unsafe link refused')
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
  })
})
