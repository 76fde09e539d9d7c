// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createEip155Adapter } from '../chains/eip155/index.js'
import { createWalletKit } from '../core/createWalletKit.js'
import { cookieStorage, cookieToInitialState, withCookieState } from '../ssr.js'

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'matchMedia', 'ResizeObserver']

/** Makes every browser global throw when touched, so a render that reads one fails loudly. */
function forbidBrowserGlobals(): string[] {
  const touched: string[] = []
  for (const name of BROWSER_GLOBALS)
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        throw new ReferenceError(`${name} is not defined on the server`)
      },
    })
  return touched
}

afterEach(() => {
  for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name]
})

describe('server rendering', () => {
  it('imports and renders the buttons with no browser global', async () => {
    const kit = createWalletKit({ logLevel: 'silent' })
    const touched = forbidBrowserGlobals()
    const { ConnectButton, NetworkButton, WalletKitProvider } = await import('./index.js')
    const html = renderToString(
      <WalletKitProvider kit={kit}>
        <NetworkButton />
        <ConnectButton />
      </WalletKitProvider>,
    )
    expect(touched).toEqual([])
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html).not.toContain('data-walletkit-root')
  })

  it('renders the embedded modal as nothing on the server, to fill in on the client', async () => {
    const kit = createWalletKit({ logLevel: 'silent' })
    const touched = forbidBrowserGlobals()
    const { WalletKitEmbedded, WalletKitProvider } = await import('./index.js')
    const html = renderToString(
      <WalletKitProvider kit={kit}>
        <WalletKitEmbedded />
      </WalletKitProvider>,
    )
    expect(touched).toEqual([])
    expect(html).not.toContain('data-walletkit-root')
  })

  it("shows the connected account's button from the request's cookie, not Connect Wallet", async () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7'
    const cookie = [
      `${encodeURIComponent('@walletkit/CONNECTOR_ID')}=${encodeURIComponent('{"eip155":"io.metamask"}')}`,
      `${encodeURIComponent('@walletkit/CONNECTED_ACCOUNTS')}=${encodeURIComponent(`{"eip155":"eip155:1:${address}"}`)}`,
    ].join('; ')
    // As the template's client boundary does on the server: a kit per request, on cookie storage.
    const kit = withCookieState(
      createWalletKit(
        { logLevel: 'silent' },
        { adapters: [createEip155Adapter()], storage: cookieStorage() },
      ),
      cookieToInitialState({}, cookie),
    )
    const touched = forbidBrowserGlobals()
    const { ConnectButton, WalletKitProvider } = await import('./index.js')
    const html = renderToString(
      <WalletKitProvider kit={kit}>
        <ConnectButton />
      </WalletKitProvider>,
    )
    expect(touched).toEqual([])
    expect(html).toContain('0x52…169EE7')
    expect(html).not.toContain('Connect Wallet')
  })
})
