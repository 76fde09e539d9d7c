import type { SupportedLocale } from '../config/locales.js'
import type { Messages } from './Messages.js'

/** Loads one locale's catalogue (a dynamic import: its own chunk, downloaded only when that locale is shown). */
export type MessagesLoader = () => Promise<Messages>

/**
 * The catalogue's locales, one loader each: only the shown locale's messages are ever downloaded, so the start-up
 * bytes do not grow with the number of locales. The kit offers exactly the locales listed here (a browser asking
 * for another gets its best match here, else English).
 *
 * To add a locale (one of SUPPORTED_LOCALES, kit/src/config/locales.ts):
 * 1. Copy `locales/en/` to `locales/<tag>/` and rename `en.ts` to `<tag>.ts`, exporting `const <name>: Messages`.
 *    Translate every text; each area file is typed `MessagesOf<typeof enArea>`, so a missing or misspelled key
 *    fails `npm run typecheck`. Plural messages need the forms Intl.PluralRules gives for the locale
 *    (`new Intl.PluralRules('pl').resolvedOptions().pluralCategories`: one, few, many, other).
 * 2. Add its line below: `'<tag>': () => import('./locales/<tag>/<tag>.js').then((module) => module.<name>),`
 * The catalogue's tests (kit/src/i18n/catalogue.test.ts and kit/src/ui/localeWalk.test.tsx) then check it.
 */
export const localeLoaders: Partial<Record<SupportedLocale, MessagesLoader>> = {
  ar: () => import('./locales/ar/ar.js').then((module) => module.ar),
  de: () => import('./locales/de/de.js').then((module) => module.de),
  en: () => import('./locales/en/en.js').then((module) => module.en),
  es: () => import('./locales/es/es.js').then((module) => module.es),
  fr: () => import('./locales/fr/fr.js').then((module) => module.fr),
  hi: () => import('./locales/hi/hi.js').then((module) => module.hi),
  id: () => import('./locales/id/id.js').then((module) => module.id),
  it: () => import('./locales/it/it.js').then((module) => module.it),
  ja: () => import('./locales/ja/ja.js').then((module) => module.ja),
  ko: () => import('./locales/ko/ko.js').then((module) => module.ko),
  nl: () => import('./locales/nl/nl.js').then((module) => module.nl),
  pl: () => import('./locales/pl/pl.js').then((module) => module.pl),
  'pt-BR': () => import('./locales/pt-BR/pt-BR.js').then((module) => module.ptBR),
  ru: () => import('./locales/ru/ru.js').then((module) => module.ru),
  th: () => import('./locales/th/th.js').then((module) => module.th),
  tr: () => import('./locales/tr/tr.js').then((module) => module.tr),
  uk: () => import('./locales/uk/uk.js').then((module) => module.uk),
  vi: () => import('./locales/vi/vi.js').then((module) => module.vi),
  'zh-CN': () => import('./locales/zh-CN/zh-CN.js').then((module) => module.zhCN),
  'zh-TW': () => import('./locales/zh-TW/zh-TW.js').then((module) => module.zhTW),
}
