import { describe, expect, it } from 'vitest'
import { CONNECTOR_TYPE_ORDER } from '../../config/constants.js'
import { getConnectorTypeOrder } from './getConnectorTypeOrder.js'

describe('getConnectorTypeOrder', () => {
  it('orders walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(getConnectorTypeOrder([...CONNECTOR_TYPE_ORDER].reverse())).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('lists only the non-empty groups', () => {
    expect(getConnectorTypeOrder(['recommended', 'injected'])).toEqual(['injected', 'recommended'])
  })

  it("puts the developer's override first, then the rest in the default order", () => {
    expect(getConnectorTypeOrder(CONNECTOR_TYPE_ORDER, ['recommended', 'external'])).toEqual([
      'recommended',
      'external',
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
    ])
  })

  it('skips empty groups named in the override and lists each group once', () => {
    expect(
      getConnectorTypeOrder(['injected', 'walletConnect'], ['featured', 'injected', 'injected']),
    ).toEqual(['injected', 'walletConnect'])
  })
})
