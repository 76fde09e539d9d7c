import { en } from './locales/en/en.js'
import type { MessageRef } from './Messages.js'
import { translate } from './translate.js'

/**
 * A message's English text, for the few places outside the modal that speak English only (the approval formatters
 * `walletkit/schemas` offers the login frame, logs). It brings the whole English catalogue: never on the start-up path.
 * @example englishText(messageRef('approval.deployment')) // 'This transaction has no recipient: it deploys a new contract.'
 */
export function englishText({ key, params, fallback }: MessageRef): string {
  if (fallback !== undefined && en[key] === undefined) return fallback
  return translate({ locale: 'en', messages: en }, key, params)
}
