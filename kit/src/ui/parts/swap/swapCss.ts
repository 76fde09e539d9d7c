import css from './swap.css?inline'

/**
 * Styles of the Swap view, under the kit's root element like the modal's own, themed with the same `--wk-*`
 * variables (light and dark). The rules are in `swap.css`, imported as a string and injected once per document
 * when the view first renders.
 * @example injectStyleSheet(document, 'swap', swapCss)
 */
export const swapCss: string = css
