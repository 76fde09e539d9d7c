/**
 * The best of `available` for the visitor's languages (`navigator.languages`, most wanted first): the first tag
 * with an exact match (any case), else one of the same language; Portuguese is read as Brazilian Portuguese, and
 * Chinese by its script, Traditional (zh-Hant, zh-TW, zh-HK, zh-MO) as zh-TW and the rest (zh, zh-Hans, zh-SG) as
 * zh-CN. Undefined when none matches (the caller falls back to English). Written by hand, not with Intl.Locale: it
 * runs at start-up, where every byte counts.
 * @example matchLocale(['de-AT', 'en'], ['de', 'en']) // 'de'
 */
export function matchLocale<Locale extends string>(
  wanted: readonly string[],
  available: readonly Locale[],
): Locale | undefined {
  for (const tag of wanted) {
    const lower = tag.toLowerCase()
    const language = lower.split('-')[0]
    const candidates = [
      lower,
      language === 'pt'
        ? 'pt-br'
        : language === 'zh'
          ? /-(hant|tw|hk|mo)\b/.test(lower)
            ? 'zh-tw'
            : 'zh-cn'
          : language,
    ]
    for (const candidate of candidates) {
      const found = available.find((locale) => locale.toLowerCase() === candidate)
      if (found) return found
    }
  }
  return undefined
}
