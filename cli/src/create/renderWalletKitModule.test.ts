import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findTemplateDir } from './findTemplateDir.js'
import { renderWalletKitModule } from './renderWalletKitModule.js'
import { TEMPLATE_NAMES } from './templates.js'

describe('renderWalletKitModule', () => {
  it.each(TEMPLATE_NAMES)("writes the %s template's own src/walletKit.ts for eip155 alone", (name) => {
    const template = readFileSync(join(findTemplateDir(name), 'src', 'walletKit.ts'), 'utf8')
    expect(renderWalletKitModule(['eip155'], name)).toBe(template)
  })

  it('makes a kit per call for next-app, on cookie storage, with each adapter and extensionless imports', () => {
    const source = renderWalletKitModule(['eip155', 'polkadot'], 'next-app')
    expect(source).toContain(
      "import { cookieStorage, type WalletKitInitialState, withCookieState } from 'walletkit/ssr'",
    )
    expect(source).toContain("import appConfig from '../walletkit.config'\n")
    // `walletkit dev` points the app at its local world through Next's public environment.
    expect(source).toContain('const sandbox = process.env.NEXT_PUBLIC_WALLETKIT_SANDBOX')
    expect(source).toContain('addWalletConnect(kit)')
    expect(source).toContain(
      'adapters: [createEip155Adapter(), createPolkadotAdapter()], storage: cookieStorage(config)',
    )
    expect(source).toContain('return withCookieState(kit, initialState)')
    expect(source).not.toContain('export const walletKit')
  })

  it("adds each chosen namespace's adapter from its own entry, in the spec's order", () => {
    const source = renderWalletKitModule(['polkadot', 'eip155', 'bip122', 'solana'])
    expect(source.split('\n').filter((line) => line.startsWith('import'))).toEqual([
      "import { addWalletConnect, createEip155Adapter, createWalletKit } from 'walletkit'",
      "import { createSolanaAdapter } from 'walletkit/solana'",
      "import { createBitcoinAdapter } from 'walletkit/bitcoin'",
      "import { createPolkadotAdapter } from 'walletkit/polkadot'",
      "import config from '../walletkit.config.js'",
    ])
    expect(source).toContain(
      'adapters: [createEip155Adapter(), createSolanaAdapter(), createBitcoinAdapter(), createPolkadotAdapter()]',
    )
  })

  it('leaves eip155 out when only Solana is chosen', () => {
    const source = renderWalletKitModule(['solana'])
    expect(source).not.toContain('createEip155Adapter')
    expect(source).toContain("import { addWalletConnect, createWalletKit } from 'walletkit'")
    expect(source).toContain('{ adapters: [createSolanaAdapter()] }')
  })
})
