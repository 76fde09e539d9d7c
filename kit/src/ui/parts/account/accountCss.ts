const R = '[data-walletkit-root]'

/**
 * Styles of the account features (tokens, NFTs, activity, send, receive, sign-in), under the kit's root element
 * like the modal's own, themed with the same `--wk-*` variables.
 * @example injectStyleSheet(document, 'account', accountCss)
 */
export const accountCss = `
${R} .wk-actions{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:8px;width:100%}
${R} .wk-action{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;height:64px;border-radius:var(--wk-radius-item);background:var(--wk-bg-2);font-size:13px;font-weight:600;transition:background-color 120ms}
${R} .wk-action:hover{background:var(--wk-bg-3)}
${R} .wk-action svg{color:var(--wk-accent-text)}
${R} .wk-total{display:flex;align-items:baseline;justify-content:center;font-weight:700;font-size:34px;letter-spacing:-.02em;font-variant-numeric:tabular-nums}
${R} .wk-total small{font-size:22px;color:var(--wk-fg-2)}
${R} .wk-panel{padding-top:10px}
${R} .wk-rows{display:flex;flex-direction:column;gap:2px}
${R} .wk-token{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px;border-radius:var(--wk-radius-item)}
${R} .wk-token:hover{background:var(--wk-bg-2)}
${R} .wk-token-main{flex:1;min-width:0;display:flex;flex-direction:column}
${R} .wk-token-main>span,${R} .wk-token-side>span{display:block;max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${R} .wk-token-name{font-weight:600}
${R} .wk-token-sub{font-size:13px;color:var(--wk-fg-2)}
${R} .wk-token-side{flex:0 1 auto;min-width:0;max-width:55%;display:flex;flex-direction:column;align-items:stretch;text-align:right;font-variant-numeric:tabular-nums}
${R} .wk-token-side .wk-token-name[data-sign=plus]{color:var(--wk-success)}
${R} .wk-status{font-size:12px;font-weight:600;line-height:16px;padding:1px 6px;border-radius:999px;background:var(--wk-bg-2);color:var(--wk-fg-2)}
${R} .wk-status[data-status=failed]{color:var(--wk-error)}
${R} .wk-status[data-status=pending]{color:var(--wk-accent-text)}
${R} .wk-group-year{font-size:13px;font-weight:700;color:var(--wk-fg);padding:12px 8px 0}
${R} .wk-group-month{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--wk-fg-2);padding:8px 8px 2px}
${R} .wk-skeleton{display:flex;align-items:center;gap:12px;height:56px;padding:8px}
${R} .wk-skeleton i{display:block;border-radius:8px;background:var(--wk-bg-2);animation:wk-pulse 1.2s ease-in-out infinite}
${R} .wk-skeleton i:first-child{width:40px;height:40px;border-radius:12px}
${R} .wk-skeleton i:nth-child(2){flex:1;height:14px}
${R} .wk-skeleton i:nth-child(3){width:64px;height:14px}
${R} .wk-nfts{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}
${R} .wk-nft{display:flex;flex-direction:column;gap:6px;min-width:0}
${R} .wk-nft-image{width:100%;aspect-ratio:1;border-radius:var(--wk-radius-item);object-fit:cover;background:var(--wk-bg-2);display:flex;align-items:center;justify-content:center;color:var(--wk-fg-2);font-size:28px;font-weight:700}
${R} .wk-nft span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:13px}
${R} .wk-field{display:flex;flex-direction:column;gap:6px}
${R} .wk-amount{display:flex;align-items:center;gap:8px;padding:10px 12px;border-radius:var(--wk-radius-item);background:var(--wk-bg-2)}
${R} .wk-amount input{flex:1;min-width:0;border:0;background:none;font-size:26px;font-weight:600;outline:none;color:var(--wk-fg)}
${R} .wk-amount select{max-width:45%;height:36px;border-radius:999px;border:1px solid var(--wk-border);background:var(--wk-bg);color:var(--wk-fg);padding:0 10px;font:inherit;font-weight:600}
${R} .wk-amount-meta{display:flex;justify-content:space-between;align-items:center;font-size:13px;color:var(--wk-fg-2);padding:0 4px}
${R} .wk-link-btn{font-size:13px;font-weight:600;color:var(--wk-accent-text);padding:2px 6px;border-radius:8px}
${R} .wk-link-btn:hover{background:var(--wk-bg-2)}
${R} .wk-summary{display:flex;flex-direction:column;gap:0;border-radius:var(--wk-radius-item);background:var(--wk-bg-2);padding:4px 14px}
${R} .wk-summary div{display:flex;justify-content:space-between;gap:12px;padding:10px 0;font-size:14px}
${R} .wk-summary div+div{border-top:1px solid var(--wk-border)}
${R} .wk-summary dt{color:var(--wk-fg-2)}
${R} .wk-summary dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere;min-width:0}
${R} .wk-address{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px;overflow-wrap:anywhere;text-align:center;padding:10px 12px;border-radius:14px;background:var(--wk-bg-2);width:100%}
${R} .wk-networks{display:flex;flex-wrap:wrap;justify-content:center;gap:6px}
${R} .wk-note{font-size:13px;color:var(--wk-fg-2);text-align:center;padding:0 8px}
@keyframes wk-pulse{50%{opacity:.45}}
`
