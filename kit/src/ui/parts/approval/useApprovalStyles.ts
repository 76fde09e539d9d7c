import { useInsertionEffect } from 'react'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { approvalCss } from './approvalCss.js'

/**
 * Adds the approval views' style sheet to the page, once, when a view that needs it first renders.
 * @example useApprovalStyles()
 */
export function useApprovalStyles(): void {
  useInsertionEffect(() => injectStyleSheet(document, 'approval', approvalCss), [])
}
