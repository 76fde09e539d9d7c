import { act, cleanup, screen } from '@testing-library/react'
import { walletDirectory } from '@walletkit/fixtures'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SupportedLocale } from '../config/locales.js'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import { setLocale } from '../core/locale/setLocale.js'
import type { RouteData, View } from '../core/router/RouterState.js'
import type { WalletKit } from '../core/WalletKit.js'
import { localeLoaders } from '../i18n/localeLoaders.js'
import { en } from '../i18n/locales/en/en.js'
import type { Messages, PluralMessage } from '../i18n/Messages.js'
import { createScriptedAdapter } from '../test/createScriptedAdapter.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { findUntranslatedTexts, readTexts } from '../test/findUntranslatedTexts.js'
import { fixtureHandlers } from '../test/fixtureHandlers.js'
import { renderModal } from '../test/renderModal.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { uiTestConnectors } from '../test/uiTestConnectors.js'
import { viewLoaders } from './views/viewLoaders.js'

// The walk: every view of the router, in every locale the catalogue has, fails on an English text left in it.
// Until the translations come, a pseudo-locale made here from English (every text wrapped as ⟦…⟧) is walked too, and
// strictly: any Latin word outside ⟦…⟧ that is not data (a name, a symbol, an address) is a hard-coded string.

const BLOCKCHAIN_API = 'http://127.0.0.1:9/blockchain'
const DIRECTORY = 'http://127.0.0.1:9/directory'
setupTestServer(...fixtureHandlers({ blockchainApiUrl: BLOCKCHAIN_API, walletDirectoryUrl: DIRECTORY }))
afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const wrap = (text: string) => `⟦${text}⟧`
const pseudo = Object.fromEntries(
  Object.entries(en).map(([key, message]: [string, string | PluralMessage]) => [
    key,
    typeof message === 'string'
      ? wrap(message)
      : Object.fromEntries(Object.entries(message).map(([form, text]) => [form, wrap(text)])),
  ]),
) as Messages

/** What each view needs in its route to show more than its "nothing chosen" state. */
const ROUTES: Partial<Record<View, RouteData>> = {
  ConnectingExternal: { connector: uiTestConnectors.metaMask },
  ConnectingMultiChain: { connector: uiTestConnectors.metaMask },
  ConnectingWalletConnect: { wallet: { id: 'c57ca95b', name: 'MetaMask' } },
  ConnectingSocial: { socialProvider: 'google' },
  EmailVerifyOtp: { email: 'ann@example.com' },
  EmailVerifyDevice: { email: 'ann@example.com' },
  SignMessage: { message: 'Sign in to Example' },
}

/** Data, not messages: names, symbols, addresses, names of apps and dates in the fixtures' world. */
const DATA =
  /\b(MetaMask|Rabby Wallet|Ethereum|Ether|Base|Google|Etherscan|Sign in to Example|USD Coin|Dai Stablecoin|Coinbase|Meld|Sandbox Dapp|Pixel Game|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d+, \d{4})\b|\d{1,2} \p{L}+\.? \d{4}|[\w.-]+@[\w.-]+|0x[0-9a-fA-F…]+|\b[A-Z]{2,6}\b|[\w.-]+\.(eth|id|example|com)\b/gu
const WALLET_NAMES = new Set(walletDirectory.map((wallet) => wallet.name))

/**
 * Texts phase 1 of the extraction did not reach: descriptions core writes in English (a smart session's grants).
 * The walk fails when one of them is gone too, so the list shrinks as they are extracted.
 */
const KNOWN_GAPS: Partial<Record<View, string[]>> = {}

/** The texts of a pseudo-locale view with a Latin word outside ⟦…⟧ once data is set aside: hard-coded strings. */
const findHardCoded = (root: Element) =>
  readTexts(root).filter(
    (text) => !WALLET_NAMES.has(text) && /[A-Za-z]{2,}/.test(text.replace(/⟦[^⟧]*⟧/g, '').replace(DATA, '')),
  )

/**
 * Opens `view` in a kit shown in `locale` (its catalogues from `locales`) with a connected account and returns the kit
 * and the dialog once it has settled.
 */
async function openView(
  locale: SupportedLocale,
  locales: Partial<Record<SupportedLocale, Messages>>,
  view: View,
): Promise<{ kit: WalletKit; dialog: HTMLElement }> {
  const kit = createTestKit(
    {
      locale,
      projectId: 'p',
      networks: [
        {
          ...testNetworks.mainnet,
          blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
        },
        testNetworks.base,
      ],
      services: { blockchainApiUrl: BLOCKCHAIN_API, walletDirectoryUrl: DIRECTORY },
    },
    {
      locales: Object.fromEntries(
        Object.entries(locales).map(([tag, messages]) => [tag, async () => messages]),
      ) as Partial<Record<SupportedLocale, () => Promise<Messages>>>,
    },
  )
  registerAdapter(
    kit,
    createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask, uiTestConnectors.rabby] }),
  )
  if (!view.startsWith('Connect') || view === 'ConnectingSiwe')
    act(() => {
      setCaipAddress(kit, 'eip155', `eip155:1:${ADDRESS}`)
      setConnectionStatus(kit, 'eip155', 'connected')
      updateAccountData(kit, 'eip155', { status: 'connected', balance: '1.23456', balanceSymbol: 'ETH' })
    })
  const dialog = await renderModal(kit, view, ROUTES[view])
  // The view's file arrives through a dynamic import, lists and balances over msw; let them render.
  const loading = locales[locale]?.['viewFallback.loading']
  await vi.waitFor(() => expect(readTexts(dialog)).not.toContain(loading), { timeout: 10_000 })
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
  return { kit, dialog: screen.queryByRole('dialog') ?? dialog }
}

const VIEWS = Object.keys(viewLoaders) as View[]
const TRANSLATED = Object.entries(localeLoaders).filter(([locale]) => locale !== 'en') as [
  SupportedLocale,
  () => Promise<Messages>,
][]

describe('every view in every locale', () => {
  it.each(VIEWS)('shows no hard-coded text in %s (pseudo-locale)', async (view) => {
    const { dialog } = await openView('fr', { fr: pseudo }, view)
    expect(findHardCoded(dialog)).toEqual(KNOWN_GAPS[view] ?? [])
    expect(findUntranslatedTexts(dialog, { english: en, own: pseudo })).toEqual([])
  })

  // Each view opens once, in the first translated locale, and the others are switched to in place, as a visitor's
  // switch does: every locale's texts are read from the re-rendered view, so a text a switch leaves behind fails too.
  it.each(VIEWS)('shows no English text in %s, in any translated locale', async (view) => {
    const catalogues = await Promise.all(
      TRANSLATED.map(async ([locale, load]) => [locale, await load()] as const),
    )
    const [first] = catalogues
    if (!first) throw new Error('no translated locale')
    const { kit } = await openView(first[0], Object.fromEntries(catalogues), view)
    const untranslated: Partial<Record<SupportedLocale, string[]>> = {}
    for (const [locale, messages] of catalogues) {
      await act(() => setLocale(kit, { locale }))
      const dialog = screen.getByRole('dialog')
      expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe(locale)
      const found = findUntranslatedTexts(dialog, { english: en, own: messages })
      if (found.length > 0) untranslated[locale] = found
    }
    expect(untranslated).toEqual({})
  })
})
