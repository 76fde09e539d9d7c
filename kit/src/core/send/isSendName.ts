/** What reads as a name rather than an address: letters, digits and hyphens with at least one dot. */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u

/**
 * Whether the send form's receiver, as typed, reads as a name to look up (`bob.wk.eth`) rather than an address.
 * @example isSendName(' bob.wk.eth ') // true
 */
export function isSendName(text: string): boolean {
  return NAME.test(text.trim())
}
