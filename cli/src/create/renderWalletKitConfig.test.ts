import { describe, expect, it } from 'vitest'
import { renderWalletKitConfig } from './renderWalletKitConfig.js'

const answers = { projectName: 'my-app', projectId: '', features: [] }

describe('renderWalletKitConfig', () => {
  it('names the networks by their `walletkit/networks` exports instead of copying their definitions', () => {
    const source = renderWalletKitConfig({ ...answers, networks: ['ethereum', 'solana-devnet', 'base'] })
    expect(source).toContain("import { base, mainnet, solanaDevnet } from 'walletkit/networks'")
    expect(source).toContain('networks: [mainnet, solanaDevnet, base],')
    expect(source).not.toContain('rpcUrls')
  })

  it('keeps the kit’s balance namespaces for EVM and Solana networks', () => {
    const source = renderWalletKitConfig({ ...answers, networks: ['ethereum', 'solana'] })
    expect(source).not.toContain('networkSupport')
  })

  it('shows balances on Bitcoin and Polkadot too when the app has their networks', () => {
    const source = renderWalletKitConfig({ ...answers, networks: ['ethereum', 'bitcoin', 'polkadot'] })
    expect(source).toMatch(/networkSupport: \{\s*balance: \['eip155', 'solana', 'bip122', 'polkadot'\]/)
  })

  it('writes a chosen default language as `locale`, checked by the kit’s schema', () => {
    const source = renderWalletKitConfig({ ...answers, networks: ['ethereum'], locale: 'pt-BR' })
    expect(source).toContain("  locale: 'pt-BR',\n")
    expect(renderWalletKitConfig({ ...answers, networks: ['ethereum'], locale: undefined })).not.toContain(
      'locale',
    )
    expect(() =>
      renderWalletKitConfig({ ...answers, networks: ['ethereum'], locale: 'xx' as 'de' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[CliError: Invalid WalletKit option "locale": one of "ar", "de", "en", "es", "fr", "hi", "id", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "th", "tr", "uk", "vi", "zh-CN", "zh-TW"; nothing was written]`,
    )
  })
})
