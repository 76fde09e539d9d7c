import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { swapCss } from './swapCss.js'
import { swapPickerCss } from './swapPickerCss.js'

/**
 * Adds the Swap view's style sheets (the form, the token list) to the page, once, when the view first renders.
 * @example useSwapStyles()
 */
export function useSwapStyles(): void {
  useInsertionEffect(() => {
    injectStyleSheet(document, 'swap', swapCss)
    injectStyleSheet(document, 'swap-picker', swapPickerCss)
  }, [])
}
