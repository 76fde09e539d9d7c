import css from './button.css?inline'

/**
 * The styles of the buttons a host puts in its page (ConnectButton, AccountButton, NetworkButton): a few lines,
 * so the page carries no modal CSS until the modal opens.
 * The rules are in `button.css`, imported as a string and injected once per document.
 * @example injectStyleSheet(document, 'button', buttonCss)
 */
export const buttonCss: string = css
