/**
 * The `--wk-*` variables, light and dark in one set through `light-dark()`: `color-scheme` picks the mode, so the
 * visitor's system preference applies without script and `data-theme` (from `themeMode`) pins one. Host
 * `themeVariables` are inline styles on the same element, so they win over these.
 * @example injectStyleSheet(document, 'theme', themeCss)
 */
export const themeCss = `
[data-walletkit-root],[data-walletkit-button]{color-scheme:light dark;
--wk-font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--wk-font-size:15px;
--wk-accent:#3451f0;
--wk-accent-fg:#fff;
--wk-accent-text:light-dark(#3451f0,#9aabff);
--wk-bg:light-dark(#fff,#16171b);
--wk-bg-2:light-dark(#f2f3f6,#212228);
--wk-bg-3:light-dark(#e6e8ee,#2c2e36);
--wk-fg:light-dark(#121318,#f3f4f7);
--wk-fg-2:light-dark(#585d6b,#a3a8b5);
--wk-border:light-dark(#e3e5eb,#2f3139);
--wk-success:light-dark(#137a48,#4cc38a);
--wk-error:light-dark(#c8242c,#ff6b70);
--wk-focus:light-dark(#3451f0,#9aabff);
--wk-overlay:rgba(10,11,14,.45);
--wk-shadow:0 12px 48px rgba(0,0,0,.18),0 2px 8px rgba(0,0,0,.08);
--wk-radius:24px;
--wk-radius-item:16px;
--wk-z-index:2147483000;
--wk-width:360px}
[data-walletkit-root][data-theme=light],[data-walletkit-button][data-theme=light]{color-scheme:light}
[data-walletkit-root][data-theme=dark],[data-walletkit-button][data-theme=dark]{color-scheme:dark}
`
