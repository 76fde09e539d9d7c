import css from './allWallets.css?inline'

/**
 * The All Wallets view's styles: a four-column grid of wallet tiles in a scroll area of its own, themed with the
 * `--wk-*` variables.
 * The rules are in `allWallets.css`, imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'all-wallets', allWalletsCss)
 */
export const allWalletsCss: string = css
