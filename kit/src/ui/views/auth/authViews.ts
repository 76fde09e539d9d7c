/**
 * The embedded wallet's views (email code, device approval, social and Farcaster waits, email update), shown only
 * once an email or social login has started. Their loaders live in this file, itself loaded on the first opening,
 * so that the list of chunks each one needs is not part of what every page downloads at start-up.
 * @example const { default: EmailVerifyOtpView } = await authViews.EmailVerifyOtp()
 */
export const authViews = {
  ConnectingFarcaster: () => import('./ConnectingFarcasterView.js'),
  ConnectingSocial: () => import('./ConnectingSocialView.js'),
  EmailVerifyDevice: () => import('./EmailVerifyDeviceView.js'),
  EmailVerifyOtp: () => import('./EmailVerifyOtpView.js'),
  UpdateEmailWallet: () => import('./UpdateEmailWalletView.js'),
}
