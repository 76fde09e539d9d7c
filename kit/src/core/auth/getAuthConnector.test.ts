// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createAuthAdapter } from '../../chains/auth/createAuthAdapter.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { connectEmail } from './connectEmail.js'
import { getAuthConnector } from './getAuthConnector.js'

function startKit(adapter = createAuthAdapter({ base: createTestAdapter('eip155') })) {
  const kit = createTestKit({ services: { loginFrameUrl: 'http://127.0.0.1:4545/sdk' } })
  onTestFinished(() => {
    adapter.destroy?.()
    kit.destroy()
  })
  registerAdapter(kit, adapter)
  return kit
}

describe('getAuthConnector', () => {
  it('says "ConnectionController client not set" when the host has no embedded wallet', async () => {
    const kit = startKit(createTestAdapter('eip155'))
    await expect(getAuthConnector(kit)).rejects.toThrow('ConnectionController client not set')
  })

  it('says "Unable to load email login dependency" when the embedded wallet\'s code fails to load', async () => {
    vi.doMock('./installAuthConnector.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    onTestFinished(() => {
      vi.doUnmock('./installAuthConnector.js')
    })
    const kit = startKit()
    const error = await getAuthConnector(kit).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'EmailDependencyLoadError',
      message: 'Unable to load email login dependency',
    })
    await expect(connectEmail(kit, { email: 'ada@example.com' })).rejects.toThrow(
      'Unable to load email login dependency',
    )
  })
})
