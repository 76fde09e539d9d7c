import { ANIMATIONS, TIMINGS } from '../../config/constants.js'

const R = '[data-walletkit-root]'
const TEXT = `${ANIMATIONS.headerText}ms`
const HEIGHT = `${ANIMATIONS.modalHeight}ms`
const VIEW = `${ANIMATIONS.viewTransition}ms`
const SHAKE = `${TIMINGS.shake}ms`

/**
 * The modal's styles, every rule under the kit's root element so the host's CSS does not leak in and ours does
 * not leak out. On a desktop the dialog hangs from a fixed top (`--wk-modal-top`), so a view of another height moves
 * only its bottom edge; on a phone it is a bottom sheet. The toast sits above the dialog, outside its box, where it
 * covers nothing (in the embedded modal, at the end of the box). Animations follow spec 9 (header text 120 ms, height 150 ms, view 150 ms, shake 500 ms) and stop
 * under `prefers-reduced-motion`. Sides are logical (`padding-inline`, `text-align: start`), so `dir="rtl"` on the root
 * mirrors the layout; `--wk-inline` turns the view's slide around, and directional icons are mirrored.
 * @example injectStyleSheet(document, 'modal', modalCss)
 */
export const modalCss = `
${R}{font-family:var(--wk-font-family);font-size:var(--wk-font-size);line-height:1.4;color:var(--wk-fg);text-align:start;-webkit-font-smoothing:antialiased}
${R} *,${R} *::before,${R} *::after{box-sizing:border-box}
${R} button,${R} input{font:inherit;color:inherit;margin:0;letter-spacing:inherit}
${R} button{cursor:pointer;border:0;background:none;padding:0;text-align:inherit}
${R} button:disabled{cursor:default}
${R} h2,${R} p,${R} ul{margin:0;padding:0}
${R} ul{list-style:none}
${R} :focus-visible{outline:2px solid var(--wk-focus);outline-offset:2px}
${R} a{color:var(--wk-accent-text);text-decoration:none;font-weight:500}
${R} a:hover{text-decoration:underline}
${R} svg{flex:none}
${R} .wk-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
${R} .wk-overlay{--wk-modal-top:clamp(72px,14vh,128px);position:fixed;inset:0;z-index:var(--wk-z-index);display:flex;align-items:flex-start;justify-content:center;padding:var(--wk-modal-top) 16px 16px;background:var(--wk-overlay);animation:wk-fade 150ms ease}
${R} .wk-dialog{position:relative;width:var(--wk-width);max-width:100%;max-height:calc(100vh - var(--wk-modal-top) - 16px);display:flex;flex-direction:column;background:var(--wk-bg);color:var(--wk-fg);border:1px solid var(--wk-border);border-radius:var(--wk-radius);box-shadow:var(--wk-shadow);animation:wk-rise 150ms ease;outline:none}
${R} .wk-dialog[data-shake]{animation:wk-shake ${SHAKE} ease}
${R}[data-embedded] .wk-dialog{box-shadow:none;animation:none;max-height:none}
@media (max-width:430px){${R} .wk-overlay{align-items:flex-end;padding:0}${R} .wk-overlay .wk-dialog{width:100%;border-radius:var(--wk-radius) var(--wk-radius) 0 0;max-height:calc(100vh - 72px)}}
${R} .wk-header{display:grid;grid-template-columns:36px 1fr 36px;align-items:center;gap:8px;padding:12px 12px 8px}
${R} .wk-title{font-size:16px;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${R} .wk-title-text{display:inline;animation:wk-fade ${TEXT} ease}
${R} .wk-icon-btn{width:36px;height:36px;border-radius:12px;display:inline-flex;align-items:center;justify-content:center;color:var(--wk-fg-2);transition:background-color 120ms}
${R} .wk-icon-btn:hover{background:var(--wk-bg-2);color:var(--wk-fg)}
${R} .wk-body{overflow:hidden auto;transition:height ${HEIGHT} ease;border-radius:0 0 var(--wk-radius) var(--wk-radius)}
${R} .wk-body[data-resizing]{overflow:clip}
${R} .wk-view{padding:4px 16px 16px;animation:wk-next ${VIEW} ease}
${R} .wk-view[data-direction=prev]{animation-name:wk-prev}
${R} .wk-stack{display:flex;flex-direction:column;gap:12px}
${R} .wk-list{display:flex;flex-direction:column;gap:8px}
${R} .wk-item{width:100%;display:flex;align-items:center;gap:12px;min-height:56px;padding:8px;padding-inline-end:12px;border-radius:var(--wk-radius-item);background:var(--wk-bg-2);transition:background-color 120ms}
${R} .wk-item:hover:not(:disabled){background:var(--wk-bg-3)}
${R} .wk-item:disabled{opacity:.6}
${R} .wk-item[aria-current=true]{box-shadow:inset 0 0 0 2px var(--wk-accent)}
${R} .wk-item-label{flex:1;min-width:0;font-weight:500;line-height:1.25;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden;overflow-wrap:break-word}
${R} .wk-tag{flex:none;font-size:12px;font-weight:600;line-height:16px;padding:3px 8px;border-radius:999px;background:var(--wk-bg);color:var(--wk-fg-2)}
${R} .wk-tag[data-tone=accent]{color:var(--wk-accent-text)}
${R} .wk-tag[data-tone=success]{color:var(--wk-success)}
${R} .wk-img{flex:none;width:40px;height:40px;border-radius:12px;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;object-fit:cover;background:var(--wk-bg);border:1px solid var(--wk-border);color:var(--wk-fg-2);font-weight:600}
${R} .wk-img[data-letter],${R} .wk-img[data-loading]{background:var(--wk-bg-3);border-color:transparent;color:var(--wk-fg-2)}
${R} .wk-img[data-round]{border-radius:50%}
${R} img.wk-img[data-round]{border:0}
${R} .wk-img[data-letter]::after{content:attr(data-letter)}
${R} .wk-img[data-loading]{animation:wk-pulse 1s ease-in-out infinite alternate}
${R} .wk-mini{flex:none;width:40px;height:40px;display:grid;grid-template-columns:1fr 1fr;gap:2px;padding:2px;border-radius:12px;background:var(--wk-bg-3)}
${R} .wk-mini .wk-img{width:17px;height:17px;border-radius:5px;border:0;font-size:0}
${R} .wk-img[data-size=sm]{width:24px;height:24px;border-radius:50%;font-size:11px}
${R} .wk-img[data-size=lg]{width:64px;height:64px;border-radius:20px;font-size:26px}
${R} .wk-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:44px;padding:0 18px;border-radius:14px;font-weight:600;background:var(--wk-accent);color:var(--wk-accent-fg);transition:filter 120ms,background-color 120ms}
${R} .wk-btn:hover:not(:disabled){filter:brightness(1.1)}
${R} .wk-btn[data-variant=secondary]{background:var(--wk-bg-2);color:var(--wk-fg)}
${R} .wk-btn[data-variant=secondary]:hover:not(:disabled){background:var(--wk-bg-3);filter:none}
${R} .wk-btn[data-block]{width:100%}
${R} .wk-btn:disabled{opacity:.55}
${R} .wk-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:6px}
${R} .wk-center>*{max-width:100%}
${R} .wk-heading{font-size:17px;font-weight:600;overflow-wrap:anywhere}
${R} .wk-muted{color:var(--wk-fg-2);font-size:14px;overflow-wrap:anywhere}
${R} .wk-error-text{color:var(--wk-error);font-size:14px;overflow-wrap:anywhere}
${R} .wk-label{font-size:13px;font-weight:500;color:var(--wk-fg-2);padding:0 4px}
${R} .wk-input{width:100%;height:48px;padding:0 14px;border-radius:14px;border:1px solid var(--wk-border);background:var(--wk-bg);color:var(--wk-fg)}
${R} .wk-input:focus{outline:none;border-color:var(--wk-accent)}
${R} .wk-socials{display:grid;grid-template-columns:repeat(auto-fill,minmax(90px,1fr));gap:8px;container-type:inline-size}
${R} .wk-socials .wk-btn{min-width:0;padding:0 8px;gap:6px;font-size:14px}
@container (max-width:300px){${R} .wk-socials .wk-btn{flex-direction:column;gap:2px;height:56px;padding:0 4px;font-size:13px}}
${R} .wk-socials svg{flex:none}
${R} .wk-divider{display:flex;align-items:center;gap:12px;color:var(--wk-fg-2);font-size:13px}
${R} .wk-divider::before,${R} .wk-divider::after{content:"";flex:1;height:1px;background:var(--wk-border)}
${R} .wk-spinner{width:20px;height:20px;border-radius:50%;border:2.5px solid currentColor;border-right-color:transparent;animation:wk-spin 700ms linear infinite;flex:none}
${R} .wk-wait{position:relative;width:92px;height:92px;display:flex;align-items:center;justify-content:center;margin:8px 0 10px}
${R} .wk-wait::before{content:"";position:absolute;inset:0;border-radius:50%;border:3px solid var(--wk-bg-2)}
${R} .wk-wait[data-state=waiting]::before{border-top-color:var(--wk-accent);animation:wk-spin 1s linear infinite}
${R} .wk-wait[data-state=error]::before{border-color:var(--wk-error)}
${R} .wk-wait-mark svg{width:40px;height:40px}
${R} .wk-avatar{display:block;width:72px;height:72px;border-radius:50%;flex:none;object-fit:cover;border:1px solid var(--wk-border)}
${R} .wk-name{display:flex;align-items:center;justify-content:center;gap:2px;max-width:100%;font-size:18px;font-weight:600}
${R} .wk-name span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .wk-name .wk-icon-btn{width:30px;height:30px;border-radius:10px}
${R} .wk-row{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:8px}
${R} .wk-chip{display:inline-flex;align-items:center;gap:6px;max-width:100%;height:34px;padding:0;padding-inline:6px 12px;border-radius:999px;background:var(--wk-bg-2);font-size:14px;font-weight:500;transition:background-color 120ms}
${R} .wk-chip:hover{background:var(--wk-bg-3)}
${R} .wk-tabs{display:flex;gap:4px;padding:4px;border-radius:14px;background:var(--wk-bg-2)}
${R} .wk-tab{flex:1;height:34px;border-radius:10px;font-size:14px;font-weight:500;color:var(--wk-fg-2);text-align:center}
${R} .wk-tab[aria-selected=true]{background:var(--wk-bg);color:var(--wk-fg);box-shadow:0 1px 3px rgba(0,0,0,.12)}
${R} .wk-empty{padding:20px 8px 8px;text-align:center;color:var(--wk-fg-2);font-size:14px}
${R} .wk-message{max-height:120px;overflow:auto;padding:12px;border-radius:14px;background:var(--wk-bg-2);font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere;text-align:start;width:100%}
${R} .wk-toast{position:absolute;bottom:calc(100% + 10px);left:50%;transform:translateX(-50%);z-index:1;display:flex;align-items:center;gap:8px;width:max-content;max-width:calc(100% - 24px);padding:8px;padding-inline:10px 14px;border-radius:999px;background:var(--wk-bg);border:1px solid var(--wk-border);box-shadow:var(--wk-shadow);font-size:14px;font-weight:500;animation:wk-toast 150ms ease}
${R}[data-embedded] .wk-toast{position:relative;bottom:auto;left:auto;transform:none;margin:0 auto 12px;animation-name:wk-fade}
${R} .wk-toast-details{display:block;font-weight:400;font-size:13px;color:var(--wk-fg-2)}
${R} .wk-toast:has(.wk-toast-details){border-radius:16px}
${R} .wk-toast[data-variant=success]>svg{color:var(--wk-success)}
${R} .wk-toast[data-variant=error]>svg{color:var(--wk-error)}
${R} .wk-alert{display:flex;gap:10px;margin:12px 12px 0;padding:10px 12px;border-radius:14px;background:var(--wk-bg-2);border:1px solid var(--wk-error);font-size:13px}
${R} .wk-alert>svg{color:var(--wk-error)}
${R} .wk-alert strong{display:block;font-size:14px}
@keyframes wk-fade{from{opacity:0}}
@keyframes wk-rise{from{opacity:0;transform:translateY(12px)}}
@keyframes wk-next{from{opacity:0;transform:translateX(calc(12px*var(--wk-inline,1)))}}
@keyframes wk-prev{from{opacity:0;transform:translateX(calc(-12px*var(--wk-inline,1)))}}
@keyframes wk-pulse{to{opacity:.5}}
@keyframes wk-spin{to{transform:rotate(360deg)}}
@keyframes wk-toast{from{opacity:0;transform:translate(-50%,8px)}}
@keyframes wk-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (prefers-reduced-motion:reduce){${R} *,${R} *::before,${R} *::after{animation:none!important;transition:none!important}}
${R}[dir=rtl]{--wk-inline:-1}
${R}[dir=rtl] [data-icon=back],${R}[dir=rtl] [data-icon=chevron],${R}[dir=rtl] [data-icon=disconnect]{transform:scaleX(-1)}
`
