import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEip155Adapter } from '../chains/eip155/index.js'
import { createWalletKit } from '../core/createWalletKit.js'
import type { WalletKitInitialState } from '../core/ssr/WalletKitInitialState.js'
import { withCookieState } from '../core/ssr/withCookieState.js'
import { ConnectButton } from './ConnectButton.js'
import { WalletKitProvider } from './WalletKitProvider.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A page as the template builds it: a new kit per render, from the same initial state. */
function page(initialState: WalletKitInitialState | undefined) {
  const kit = withCookieState(
    createWalletKit({ logLevel: 'silent' }, { adapters: [createEip155Adapter()] }),
    initialState,
  )
  return (
    <WalletKitProvider kit={kit}>
      <ConnectButton />
    </WalletKitProvider>
  )
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('hydrating a server-rendered connect button', () => {
  it.each([
    ['a connected account', { accounts: { eip155: `eip155:1:${address}` } }, '0x52…169EE7'],
    ['no account', undefined, 'Connect Wallet'],
  ])('keeps the HTML of %s without a mismatch', async (_, initialState, text) => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(initialState))
    document.body.append(container)
    const button = container.querySelector('button')
    expect(button?.textContent).toContain(text)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, page(initialState), { onRecoverableError: recoverable }),
    )
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    // Hydrated in place: the server's button is the one on screen.
    expect(container.querySelector('button')).toBe(button)
    act(() => root.unmount())
  })
})
