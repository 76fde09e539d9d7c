import css from './swapPicker.css?inline'

/**
 * Styles of the Swap view's token list (search, options with image, name and balance), under the kit's root
 * element, themed with the `--wk-*` variables; injected with the swap's own sheet.
 * @example injectStyleSheet(document, 'swap-picker', swapPickerCss)
 */
export const swapPickerCss: string = css
