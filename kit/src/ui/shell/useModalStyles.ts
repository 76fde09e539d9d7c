import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../primitives/theme/injectStyleSheet.js'
import { modalCss } from '../../primitives/theme/modalCss.js'
import { themeCss } from '../../primitives/theme/themeCss.js'

/**
 * Puts the theme and modal style sheets into the document once (client only: insertion effects do not run on
 * the server).
 * @example useModalStyles()
 */
export function useModalStyles(): void {
  useInsertionEffect(() => {
    injectStyleSheet(document, 'theme', themeCss)
    injectStyleSheet(document, 'modal', modalCss)
  }, [])
}
