import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { accountCss } from './accountCss.js'

/**
 * Adds the account features' style sheet to the page, once, when a view that needs it first renders.
 * @example useAccountStyles()
 */
export function useAccountStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'account', accountCss), [])
}
