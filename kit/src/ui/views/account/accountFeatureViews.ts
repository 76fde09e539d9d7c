/**
 * The views of the account's wallet features (Buy, Swap, Receive, Send, a transaction's detail, registering a name,
 * smart sessions), opened only from Account. Their loaders live in this file, itself loaded on the first opening, so that neither their code nor the list of chunks each
 * one needs is part of what every page downloads at start-up.
 * @example const { default: SwapView } = await accountFeatureViews.Swap()
 */
export const accountFeatureViews = {
  Buy: () => import('../BuyView.js'),
  RegisterAccountName: () => import('./RegisterAccountNameView.js'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccessView.js'),
  Swap: () => import('../SwapView.js'),
  WalletReceive: () => import('./WalletReceiveView.js'),
  WalletSend: () => import('./WalletSendView.js'),
  ActivityDetail: () => import('./ActivityDetailView.js'),
  SmartSessions: () => import('./SmartSessionsView.js'),
}
