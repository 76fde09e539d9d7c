import css from './onramp.css?inline'

/**
 * Styles of the Buy view (amount, token and payment choices, providers, quote, waiting), under the kit's root
 * element, themed with the `--wk-*` variables so light and dark both work. Injected once, when Buy first shows.
 * @example injectStyleSheet(document, 'onramp', onrampCss)
 */
export const onrampCss: string = css
