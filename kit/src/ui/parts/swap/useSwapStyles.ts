import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { swapCss } from './swapCss.js'

/**
 * Adds the Swap view's style sheet to the page, once, when the view first renders.
 * @example useSwapStyles()
 */
export function useSwapStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'swap', swapCss), [])
}
