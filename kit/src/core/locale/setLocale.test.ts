import { describe, expect, it } from 'vitest'
import type { SupportedLocale } from '../../config/locales.js'
import { en } from '../../i18n/locales/en/en.js'
import type { Messages } from '../../i18n/Messages.js'
import { createTestKit } from '../../test/createTestKit.js'
import { loadLocaleMessages } from './loadLocaleMessages.js'
import { setLocale } from './setLocale.js'

const german = { ...en, 'button.connect': 'Wallet verbinden' } as Messages
const french = { ...en, 'button.connect': 'Connecter le portefeuille' } as Messages

describe('the locale', () => {
  it("starts on the host's option, else the visitor's best language the catalogue offers, else English", () => {
    const locales = { de: async () => german }
    expect(
      createTestKit({}, { locales, environment: { languages: ['de-AT', 'en'] } }).store.getState().locale,
    ).toEqual({ locale: 'de', catalogue: undefined })
    // The catalogue has every supported locale: a language outside them (Hebrew, Swahili) gets English.
    expect(
      createTestKit({}, { environment: { languages: ['he-IL', 'sw'] } }).store.getState().locale.locale,
    ).toBe('en')
    expect(
      createTestKit({}, { environment: { languages: ['he-IL', 'fr-CA'] } }).store.getState().locale.locale,
    ).toBe('fr')
    expect(
      createTestKit({ locale: 'de' }, { locales, environment: { languages: ['fr'] } }).store.getState().locale
        .locale,
    ).toBe('de')
  })

  it('is English on the server, where there are no languages', () => {
    expect(createTestKit({}, { environment: { languages: undefined } }).store.getState().locale.locale).toBe(
      'en',
    )
  })

  it('switches and loads the new messages, a locale the catalogue lacks shows English', async () => {
    const kit = createTestKit({}, { locales: { de: async () => german } })
    await setLocale(kit, { locale: 'de' })
    expect(kit.store.getState().locale).toEqual({
      locale: 'de',
      catalogue: { locale: 'de', messages: german },
    })
    // A tag outside SUPPORTED_LOCALES (from an untyped host) shows English.
    await setLocale(kit, { locale: 'he' as SupportedLocale })
    expect(kit.store.getState().locale.locale).toBe('en')
    expect(kit.store.getState().locale.catalogue?.locale).toBe('en')
  })

  it("goes back to the visitor's best language when no locale is given", async () => {
    const kit = createTestKit(
      { locale: 'fr' },
      { locales: { de: async () => german, fr: async () => french }, environment: { languages: ['de-CH'] } },
    )
    expect(kit.store.getState().locale.locale).toBe('fr')
    await setLocale(kit, { locale: undefined })
    expect(kit.store.getState().locale).toEqual({
      locale: 'de',
      catalogue: { locale: 'de', messages: german },
    })
  })

  it('loads nothing for English before the modal was first opened', async () => {
    const kit = createTestKit()
    await setLocale(kit, { locale: 'en' })
    expect(kit.store.getState().locale).toEqual({ locale: 'en', catalogue: undefined })
  })

  it('drops a load that a newer switch overtook', async () => {
    let finishGerman: (messages: Messages) => void = () => undefined
    const kit = createTestKit(
      {},
      {
        locales: {
          de: () => new Promise<Messages>((resolve) => (finishGerman = resolve)),
          fr: async () => french,
        },
      },
    )
    const toGerman = setLocale(kit, { locale: 'de' })
    await setLocale(kit, { locale: 'fr' })
    finishGerman(german)
    await toGerman
    expect(kit.store.getState().locale.catalogue?.locale).toBe('fr')
    await loadLocaleMessages(kit)
    expect(kit.store.getState().locale.catalogue?.messages).toBe(french)
  })
})
