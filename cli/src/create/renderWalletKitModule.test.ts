import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findTemplateDir } from './findTemplateDir.js'
import { renderWalletKitModule } from './renderWalletKitModule.js'

describe('renderWalletKitModule', () => {
  it("writes the template's own src/walletKit.ts for eip155 alone", () => {
    const template = readFileSync(join(findTemplateDir('vite-react-ts'), 'src', 'walletKit.ts'), 'utf8')
    expect(renderWalletKitModule(['eip155'])).toBe(template)
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
