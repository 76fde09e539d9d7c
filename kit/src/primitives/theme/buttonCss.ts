const B = '[data-walletkit-button]'

/**
 * The styles of the buttons a host puts in its page (ConnectButton, AccountButton, NetworkButton): a few lines,
 * so the page carries no modal CSS until the modal opens.
 * @example injectStyleSheet(document, 'button', buttonCss)
 */
export const buttonCss = `
${B}{font-family:var(--wk-font-family);display:inline-flex;align-items:center;gap:8px;height:40px;max-width:100%;padding:0 16px;border:0;border-radius:12px;background:var(--wk-accent);color:var(--wk-accent-fg);font-size:15px;font-weight:600;line-height:1;white-space:nowrap;cursor:pointer;transition:filter 120ms}
${B}:hover{filter:brightness(1.08)}
${B}:focus-visible{outline:2px solid var(--wk-focus);outline-offset:2px}
${B}[data-variant=account],${B}[data-variant=network]{background:var(--wk-bg-2);color:var(--wk-fg);padding:0 14px 0 6px}
${B} .wk-dot{display:block;width:28px;height:28px;border-radius:50%;flex:none;object-fit:cover}
${B} .wk-img{width:28px;height:28px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;flex:none;object-fit:cover;background:var(--wk-bg-3);color:#fff;font-size:12px;font-weight:600}
${B} .wk-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
${B} .wk-sub{color:var(--wk-fg-2);font-weight:500}
@media (prefers-reduced-motion:reduce){${B}{transition:none}}
`
