import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../theme/injectStyleSheet.js'
import { modalCss } from '../theme/modalCss.js'
import { themeCss } from '../theme/themeCss.js'

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
