import css from './account.css?inline'

/**
 * Styles of the account features (tokens, NFTs, activity, send, receive, sign-in), under the kit's root element
 * like the modal's own, themed with the same `--wk-*` variables.
 * The rules are in `account.css`, imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'account', accountCss)
 */
export const accountCss: string = css
