import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { onrampCss } from './onrampCss.js'

/**
 * Adds the Buy view's style sheet to the page, once, when the view first renders.
 * @example useOnrampStyles()
 */
export function useOnrampStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'onramp', onrampCss), [])
}
