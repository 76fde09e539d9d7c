import css from './sessions.css?inline'

/**
 * Styles of the SmartSessions view, under the kit's root element, themed with the `--wk-*` variables;
 * `sessions.css` imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'sessions', sessionsCss)
 */
export const sessionsCss: string = css
