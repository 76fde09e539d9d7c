import { describe, expect, it } from 'vitest'
import { connectSiweWallet, createSiweTestKit, hostSiwe } from '../../test/createSiweTestKit.js'
import { createTestKit } from '../../test/createTestKit.js'
import { followSiweLater } from './followSiweLater.js'

describe('followSiweLater', () => {
  it('asks for the sign-in once its code has loaded, also for an account connected before that', async () => {
    const { kit } = createSiweTestKit(hostSiwe().siwe)
    const stop = followSiweLater(kit)
    connectSiweWallet(kit)
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    expect(kit.store.getState().modal.open).toBe(true)
    stop()
  })

  it('asks nothing when stopped before its code has loaded', async () => {
    const { kit } = createSiweTestKit(hostSiwe().siwe)
    followSiweLater(kit)()
    connectSiweWallet(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('does nothing for a host without SIWE, or with SIWE turned off', async () => {
    for (const kit of [createTestKit(), createSiweTestKit({ ...hostSiwe().siwe, enabled: false }).kit]) {
      const stop = followSiweLater(kit)
      connectSiweWallet(kit)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(kit.store.getState().modal.open).toBe(false)
      stop()
    }
  })
})
