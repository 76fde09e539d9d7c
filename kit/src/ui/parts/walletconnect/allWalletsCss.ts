const R = '[data-walletkit-root]'

/**
 * The All Wallets view's styles: a four-column grid of wallet tiles in a scroll area of its own, themed with the
 * `--wk-*` variables.
 * @example injectStyleSheet(document, 'all-wallets', allWalletsCss)
 */
export const allWalletsCss = `
${R} .wk-aw{display:flex;flex-direction:column;gap:12px}
${R} .wk-aw-search{position:relative}
${R} .wk-aw-search .wk-input{padding-left:40px;padding-right:96px}
${R} .wk-aw-filter{position:absolute;right:8px;top:50%;transform:translateY(-50%);height:32px;padding:0 10px;border-radius:10px;font-size:12px;font-weight:600;color:var(--wk-fg-2);background:var(--wk-bg-2)}
${R} .wk-aw-filter[aria-pressed=true]{color:var(--wk-accent-fg);background:var(--wk-accent)}
${R} .wk-aw-search svg{position:absolute;left:14px;top:50%;transform:translateY(-50%);color:var(--wk-fg-2);pointer-events:none}
${R} .wk-aw-scroll{height:min(432px,calc(100vh - 220px));overflow:auto;margin:0 -8px;padding:0 8px;overscroll-behavior:contain;scrollbar-width:thin}
${R} .wk-aw-row{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;position:absolute;left:0;right:0}
${R} .wk-aw-tile{display:flex;flex-direction:column;align-items:center;gap:6px;min-width:0;padding:10px 4px 8px;border-radius:var(--wk-radius-item);background:var(--wk-bg-2);transition:background-color 120ms;position:relative}
${R} .wk-aw-tile:hover{background:var(--wk-bg-3)}
${R} .wk-aw-tile .wk-img{width:52px;height:52px;border-radius:14px;font-size:20px}
${R} .wk-aw-tile .wk-img[data-loading]{background:var(--wk-bg-3);border-color:transparent;animation:wk-aw-pulse 1s ease-in-out infinite alternate}
${R} .wk-aw-name{max-width:100%;font-size:12px;font-weight:500;line-height:16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;unicode-bidi:plaintext}
${R} .wk-aw-badge{position:absolute;top:6px;right:6px;width:10px;height:10px;border-radius:50%;background:var(--wk-success);border:2px solid var(--wk-bg-2)}
${R} .wk-aw-status{display:flex;justify-content:center;padding:12px;color:var(--wk-fg-2)}
@keyframes wk-aw-pulse{to{opacity:.5}}
@media (prefers-reduced-motion:reduce){${R} .wk-aw-tile .wk-img[data-loading]{animation:none}}
`
