import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../chains/ChainAdapter.js'
import type { ChainAdapterContext } from '../../chains/ChainAdapterPort.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setPreferredAccountType } from '../auth/setPreferredAccountType.js'
import { registerAdapter } from './registerAdapter.js'

/** An adapter that keeps the context the kit attaches. */
function attachedAdapter(namespace: ChainAdapter['namespace']) {
  const attached: { context?: ChainAdapterContext } = {}
  const adapter: ChainAdapter = {
    namespace,
    connectors: () => [],
    connect: async () => ({ address: 'tb1q', chainId: 'x' }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    attach(context) {
      attached.context = context
    },
  }
  return { adapter, attached }
}

describe('registerAdapter: the preferred account type', () => {
  it("hands the adapter the namespace's preferred account type: the option's default, then the visitor's choice", async () => {
    const kit = createTestKit({ defaultAccountTypes: { bip122: 'ordinal' } })
    const { adapter, attached } = attachedAdapter('bip122')
    registerAdapter(kit, adapter)
    expect(attached.context?.preferredAccountType?.()).toBe('ordinal')
    await setPreferredAccountType(kit, 'bip122', 'payment')
    expect(attached.context?.preferredAccountType?.()).toBe('payment')
  })

  it('gives bip122 payment by default (spec 4)', () => {
    const { adapter, attached } = attachedAdapter('bip122')
    registerAdapter(createTestKit(), adapter)
    expect(attached.context?.preferredAccountType?.()).toBe('payment')
  })
})
