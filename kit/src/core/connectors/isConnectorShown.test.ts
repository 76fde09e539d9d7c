import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import { type ConnectorVisibilityContext, isConnectorShown } from './isConnectorShown.js'

const desktop: ConnectorVisibilityContext = {
  isMobile: false,
  exclusions: [],
  enableInjected: true,
  enableEIP6963: true,
}
const mobile: ConnectorVisibilityContext = { ...desktop, isMobile: true }

describe('isConnectorShown', () => {
  it('hides the injected Browser Wallet on desktop', () => {
    expect(isConnectorShown(c.browserWallet, desktop)).toBe(false)
    expect(isConnectorShown({ ...c.browserWallet, id: 'some-id' }, desktop)).toBe(false)
    expect(isConnectorShown({ ...c.browserWallet, name: 'Injected' }, desktop)).toBe(false)
  })

  it('shows the installed Browser Wallet on mobile', () => {
    expect(isConnectorShown(c.browserWallet, mobile)).toBe(true)
  })

  it('hides an injected wallet without rdns unless installed', () => {
    const noRdns: Connector = { id: 'trust', name: 'Trust Wallet', type: 'INJECTED', chain: 'eip155' }
    expect(isConnectorShown(noRdns, desktop)).toBe(false)
    expect(isConnectorShown({ ...noRdns, installed: true }, desktop)).toBe(true)
    expect(isConnectorShown({ ...c.browserWallet, installed: false }, mobile)).toBe(false)
  })

  it('shows an injected wallet with rdns', () => {
    expect(isConnectorShown({ ...c.metaMask, type: 'INJECTED', installed: undefined }, desktop)).toBe(true)
  })

  it.each(['INJECTED', 'ANNOUNCED', 'EXTERNAL'] as const)(
    'hides an excluded %s wallet by rdns, name or id',
    (type) => {
      const wallet: Connector = { ...c.metaMask, type }
      expect(isConnectorShown(wallet, { ...desktop, exclusions: [{ rdns: 'io.metamask' }] })).toBe(false)
      expect(isConnectorShown(wallet, { ...desktop, exclusions: [{ name: 'metamask' }] })).toBe(false)
      expect(isConnectorShown(wallet, { ...desktop, exclusions: [{ id: 'mm-id' }] })).toBe(false)
      expect(isConnectorShown(wallet, { ...desktop, exclusions: [{ name: 'Rainbow' }] })).toBe(true)
    },
  )

  it('hides injected connectors when injected wallets are turned off, announced ones when EIP-6963 is', () => {
    expect(isConnectorShown({ ...c.metaMask, type: 'INJECTED' }, { ...desktop, enableInjected: false })).toBe(
      false,
    )
    expect(isConnectorShown(c.metaMask, { ...desktop, enableEIP6963: false })).toBe(false)
  })

  it('shows a multi-chain connector when one of its connectors would show', () => {
    const multi: Connector = {
      id: 'p',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [c.phantomEvm, c.phantomSolana],
    }
    expect(isConnectorShown(multi, desktop)).toBe(true)
    expect(isConnectorShown(multi, { ...desktop, enableEIP6963: false })).toBe(false)
    expect(isConnectorShown(multi, { ...desktop, exclusions: [{ name: 'phantom' }] })).toBe(false)
    expect(isConnectorShown({ ...multi, connectors: undefined }, desktop)).toBe(true)
  })

  it('always shows WalletConnect and the login connectors', () => {
    const everything = { ...desktop, exclusions: [{ name: 'walletconnect' }, { name: 'auth' }] }
    expect(isConnectorShown(c.walletConnect, everything)).toBe(true)
    expect(isConnectorShown(c.auth, everything)).toBe(true)
  })
})
