import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { sessionsCss } from './sessionsCss.js'

/**
 * Adds the SmartSessions view's style sheet to the page, once, when it first renders.
 * @example useSessionsStyles()
 */
export function useSessionsStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'sessions', sessionsCss), [])
}
