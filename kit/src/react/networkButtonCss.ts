/**
 * The network button's image placeholder: the kit's neutral tile with the network's first letter. Kept apart from the
 * button style sheet, which the connect button loads at start-up, so only a host showing the network button pays
 * for it.
 * @example injectStyleSheet(document, 'network-button', networkButtonCss)
 */
export const networkButtonCss =
  '[data-walletkit-button] .wk-img[data-letter]{color:var(--wk-fg-2)}' +
  '[data-walletkit-button] .wk-img[data-letter]::after{content:attr(data-letter)}'
