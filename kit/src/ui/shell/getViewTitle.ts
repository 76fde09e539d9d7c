import type { Namespace } from '../../config/index.js'
import { getNamespaceName } from '../../core/network/getNamespaceName.js'
import type { RouteData, View } from '../../core/router/RouterState.js'

const TITLES: Partial<Record<View, string>> = {
  Connect: 'Connect wallet',
  ConnectWallets: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingMultiChain: 'Select chain',
  ConnectingWalletConnectBasic: 'Connect wallet',
  Networks: 'Choose network',
  UnsupportedChain: 'Switch network',
  SignMessage: 'Sign message',
  ApproveTransaction: 'Approve transaction',
  EmailVerifyOtp: 'Confirm email',
  EmailVerifyDevice: 'Register device',
  ConnectingFarcaster: 'Farcaster',
  ConnectingSocial: 'Social login',
  UpdateEmailWallet: 'Change email',
  WalletSend: 'Send',
  WalletReceive: 'Receive',
  ConnectingSiwe: 'Sign In',
  Swap: 'Swap',
  Buy: 'Buy crypto',
  ActivityDetail: 'Transaction',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SmartSessions: 'Smart sessions',
}

/**
 * The header title of a view: its own, the connector's or wallet's name while connecting, else its name in words.
 * Connect narrowed to one namespace (`connectNamespace`) names it ("Connect Solana wallet").
 * @example getViewTitle('ConnectingExternal', { connector }) // 'MetaMask'
 */
export function getViewTitle(
  view: View,
  data: RouteData | undefined,
  connectNamespace?: Namespace | undefined,
): string {
  const named = data?.connector?.name ?? data?.wallet?.name
  if (connectNamespace && (view === 'Connect' || view === 'ConnectWallets'))
    return `Connect ${getNamespaceName(connectNamespace)} wallet`
  if (named && view.startsWith('Connecting') && view !== 'ConnectingMultiChain') return named
  return TITLES[view] ?? view.replace(/([a-z])([A-Z])/g, '$1 $2')
}
