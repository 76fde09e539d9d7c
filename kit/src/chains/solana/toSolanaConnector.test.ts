import { describe, expect, it } from 'vitest'
import { toInjectedSolanaConnector, toSolanaConnectorId, toStandardConnector } from './toSolanaConnector.js'

describe('toSolanaConnector', () => {
  it.each([
    ['Phantom', 'phantom'],
    ['Backpack Wallet', 'backpack-wallet'],
    ['  Glow!  ', 'glow'],
    ['???', 'solana-wallet'],
  ])('gives %j the stable id %j', (name, id) => {
    expect(toSolanaConnectorId(name)).toBe(id)
  })

  it("shows a Wallet Standard wallet's data icon, and no icon that is not a data image or https", () => {
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
    expect(toStandardConnector({ name: 'Phantom', icon })).toMatchObject({ id: 'phantom', imageUrl: icon })
    const unsafe = toStandardConnector({ name: 'Evil', icon: 'javascript:alert(1)' as typeof icon })
    expect(unsafe).not.toHaveProperty('imageUrl')
  })

  it('names a legacy provider after its flag, else the generic "Browser Wallet"', () => {
    expect(toInjectedSolanaConnector('Phantom')).toMatchObject({
      id: 'phantom',
      name: 'Phantom',
      type: 'INJECTED',
    })
    expect(toInjectedSolanaConnector(undefined)).toMatchObject({ id: 'injected', name: 'Browser Wallet' })
  })
})
