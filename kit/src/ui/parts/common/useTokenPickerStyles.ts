import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { swapPickerCss } from '../swap/swapPickerCss.js'

/**
 * Adds the token list's style sheet (the one Swap injects too, under the same name) for a view other than Swap
 * that shows a `TokenPicker`, once, when it first renders.
 * @example useTokenPickerStyles()
 */
export function useTokenPickerStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'swap-picker', swapPickerCss), [])
}
