import css from './connect.css?inline'

/**
 * Connect's own styles: the legal checkbox and footer, the connect methods locked until the checkbox is ticked, and
 * the "Continue with a wallet" row, themed with the `--wk-*` variables.
 * The rules are in `connect.css`, imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'connect', connectCss)
 */
export const connectCss: string = css
