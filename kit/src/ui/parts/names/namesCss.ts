import css from './names.css?inline'

/**
 * Styles of the name views (RegisterAccountName and its success), under the kit's root element, themed with the
 * `--wk-*` variables; `names.css` imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'names', namesCss)
 */
export const namesCss: string = css
