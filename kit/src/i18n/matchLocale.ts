/**
 * The best of `available` for the visitor's languages (`navigator.languages`, most wanted first): the first tag
 * with an exact match (any case), else one of the same language; Portuguese is read as Brazilian Portuguese, and
 * Chinese by its script, Simplified (zh, zh-Hans, zh-SG) as zh-CN and Traditional (zh-Hant, zh-HK, zh-MO) as zh-TW.
 * Undefined when none matches (the caller falls back to English); invalid tags are skipped.
 * @example matchLocale(['de-AT', 'en'], ['de', 'en']) // 'de'
 */
export function matchLocale<Locale extends string>(
  wanted: readonly string[],
  available: readonly Locale[],
): Locale | undefined {
  for (const tag of wanted) {
    const found = matchOne(tag, available)
    if (found) return found
  }
  return undefined
}

function matchOne<Locale extends string>(tag: string, available: readonly Locale[]): Locale | undefined {
  const exact = available.find((locale) => locale.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const parsed = parse(tag)
  if (!parsed) return undefined
  const candidates =
    parsed.language === 'pt'
      ? ['pt-BR']
      : parsed.language === 'zh'
        ? [parsed.script === 'Hant' ? 'zh-TW' : 'zh-CN']
        : [`${parsed.language}-${parsed.region}`, parsed.language]
  for (const candidate of candidates) {
    const found = available.find((locale) => locale.toLowerCase() === candidate.toLowerCase())
    if (found) return found
  }
  return undefined
}

/** The tag's language, and its likely script and region (zh-HK is written in Hant). */
function parse(
  tag: string,
): { language: string; script: string | undefined; region: string | undefined } | undefined {
  try {
    const locale = new Intl.Locale(tag).maximize()
    return { language: locale.language, script: locale.script, region: locale.region }
  } catch {
    return undefined
  }
}
