import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { namesCss } from './namesCss.js'

/**
 * Adds the name views' style sheet to the page, once, when one of them first renders.
 * @example useNamesStyles()
 */
export function useNamesStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'names', namesCss), [])
}
