// `walletkit/ssr`: server rendering with the connection in cookies (Next.js and other React server renderers).
// Kept apart from the main entry so a host that renders only in the browser pays no bytes for it.
export { cookieToInitialState } from './core/ssr/cookieToInitialState.js'
export type { WalletKitInitialState } from './core/ssr/WalletKitInitialState.js'
export { withCookieState } from './core/ssr/withCookieState.js'
export { cookieStorage } from './utils/cookieStorage.js'
