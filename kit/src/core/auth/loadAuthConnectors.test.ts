// @vitest-environment jsdom
import { describe, expect, it, onTestFinished } from 'vitest'
import { createAuthAdapter } from '../../chains/auth/createAuthAdapter.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { findAuthConnector } from './getAuthConnector.js'
import { whenAuthReady } from './whenAuthReady.js'

describe('loadAuthConnectors', () => {
  it('loads nothing of the embedded wallet for a host with browser wallets only', async () => {
    const kit = createTestKit()
    onTestFinished(() => kit.destroy())
    registerAdapter(kit, createTestAdapter('eip155'))
    expect(kit.auth.loading.size).toBe(0)
    await whenAuthReady(kit)
    expect(findAuthConnector(kit)).toBeUndefined()
  })

  it("installs the embedded wallet's connector once its glue has loaded", async () => {
    const kit = createTestKit()
    const adapter = createAuthAdapter({ base: createTestAdapter('eip155') })
    onTestFinished(() => {
      adapter.destroy?.()
      kit.destroy()
    })
    registerAdapter(kit, adapter)
    expect(kit.auth.loading.size).toBe(1)
    await whenAuthReady(kit)
    expect(findAuthConnector(kit)).toMatchObject({ type: 'AUTH', chain: 'eip155' })
    expect(kit.auth.loading.size).toBe(0)
  })

  it('installs nothing when the kit stops following the adapter before the glue has loaded', async () => {
    const kit = createTestKit()
    const adapter = createAuthAdapter({ base: createTestAdapter('eip155') })
    onTestFinished(() => {
      adapter.destroy?.()
      kit.destroy()
    })
    const stop = registerAdapter(kit, adapter)
    stop()
    await whenAuthReady(kit)
    expect(findAuthConnector(kit)).toBeUndefined()
  })
})
