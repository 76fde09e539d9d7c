import css from './approval.css?inline'

/**
 * Styles of the decoded request in the approval views, under the kit's root element, themed with `--wk-*`.
 * The rules are in `approval.css`, imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'approval', approvalCss)
 */
export const approvalCss: string = css
