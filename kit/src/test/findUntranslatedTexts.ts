import type { Messages, PluralMessage } from '../i18n/Messages.js'

/** The attributes a visitor reads (or a screen reader says) besides text nodes. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const

/** Every text of a catalogue, plural forms included. */
export function catalogueTexts(messages: Partial<Messages>): string[] {
  return Object.values(messages).flatMap((message: string | PluralMessage) =>
    typeof message === 'string' ? [message] : Object.values(message),
  )
}

/** A message as a pattern of whole texts: each `{placeholder}` stands for any text. */
const toPattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  )

/**
 * The texts under `root` (text nodes, and aria-label, placeholder, title and alt) that are the English text of a
 * catalogue message (placeholders filled with anything) and not a text of the locale's own catalogue: an English
 * string left in a view shown in another locale. "NFTs" in a locale that writes "NFTs" too is fine.
 * @example expect(findUntranslatedTexts(dialog, { english: en, own: de })).toEqual([])
 */
export function findUntranslatedTexts(
  root: Element,
  { english, own }: { english: Partial<Messages>; own: Partial<Messages> },
): string[] {
  // A message of placeholders alone ('{name}': a name from data) has no words of its own: as an English text it finds
  // nothing to flag, and as the locale's own it would excuse every text.
  const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''))
  const englishPatterns = catalogueTexts(english).filter(hasWords).map(toPattern)
  const ownPatterns = catalogueTexts(own).filter(hasWords).map(toPattern)
  return readTexts(root).filter(
    (text) =>
      englishPatterns.some((pattern) => pattern.test(text)) &&
      !ownPatterns.some((pattern) => pattern.test(text)),
  )
}

/**
 * Every text a visitor reads under `root`, trimmed: each element's own text (with its children's when it has both,
 * as a sentence with a name in bold reads) and the read attributes.
 * @example readTexts(dialog) // ['Connect wallet', 'Close', …]
 */
export function readTexts(root: Element): string[] {
  const texts: string[] = []
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (own && element.tagName !== 'STYLE' && element.tagName !== 'SCRIPT') {
      const whole = element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      // A sentence with a name set apart (`Continue in <b>MetaMask</b>`) reads as a whole.
      texts.push(whole !== own && element.children.length > 0 ? whole : own)
    }
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim()
      if (value) texts.push(value)
    }
  }
  return texts
}
