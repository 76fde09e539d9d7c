import { hexToBytes, isHex } from 'viem'
import type { MessageDescription } from './RequestDescription.js'

// Text a visitor can read: no control characters besides tab, line feed and carriage return.
const isReadable = (text: string): boolean =>
  [...text].every((character) => {
    const code = character.codePointAt(0) ?? 0
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)
  })

/**
 * A message to sign as the visitor should see it: hex that is UTF-8 text becomes the text, other bytes stay hex;
 * a plain string is shown as it is. Undefined when the message is not a string.
 * @example describeMessage('0x6869') // { text: 'hi', encoding: 'text' }
 */
export function describeMessage(message: unknown): MessageDescription | undefined {
  if (typeof message !== 'string') return undefined
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0)
    return { text: message, encoding: 'text' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (isReadable(text)) return { text, encoding: 'text' }
  } catch {
    // Not UTF-8: the visitor sees the bytes as hex.
  }
  return { text: message, encoding: 'hex' }
}
