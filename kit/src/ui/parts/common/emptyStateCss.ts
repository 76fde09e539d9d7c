import css from './emptyState.css?inline'

/**
 * Styles of {@link EmptyState}, under the kit's root element, themed with the `--wk-*` variables; injected once per
 * document by the first state that shows.
 * @example injectStyleSheet(document, 'empty-state', emptyStateCss)
 */
export const emptyStateCss: string = css
