import type { Namespace } from '../../config/index.js'
import { getNamespaceName } from '../../core/network/getNamespaceName.js'
import type { RouteData, View } from '../../core/router/RouterState.js'
import type { MessageKey } from '../../i18n/Messages.js'
import type { Translate } from '../../primitives/i18n/createTranslator.js'

const TITLES: Record<View, MessageKey> = {
  Connect: 'title.connect',
  ConnectWallets: 'title.connect',
  Account: 'title.account',
  AllWallets: 'title.allWallets',
  ConnectingExternal: 'title.connectingExternal',
  ConnectingWalletConnect: 'title.walletConnect',
  ConnectingMultiChain: 'title.selectChain',
  ConnectingWalletConnectBasic: 'title.connect',
  Networks: 'title.networks',
  UnsupportedChain: 'title.unsupportedChain',
  SignMessage: 'title.signMessage',
  ApproveTransaction: 'title.approveTransaction',
  EmailVerifyOtp: 'title.emailVerifyOtp',
  EmailVerifyDevice: 'title.emailVerifyDevice',
  ConnectingFarcaster: 'title.farcaster',
  ConnectingSocial: 'title.social',
  UpdateEmailWallet: 'title.updateEmail',
  WalletSend: 'title.send',
  WalletReceive: 'title.receive',
  ConnectingSiwe: 'title.siwe',
  Swap: 'title.swap',
  Buy: 'title.buy',
  ActivityDetail: 'title.activityDetail',
  RegisterAccountName: 'title.registerAccountName',
  RegisterAccountNameSuccess: 'title.registerAccountNameSuccess',
  SmartSessions: 'title.smartSessions',
}

/**
 * The header title of a view, in the visitor's language: its own, the connector's or wallet's name while connecting.
 * Connect narrowed to one namespace (`connectNamespace`) names it ("Connect Solana wallet").
 * @example getViewTitle('ConnectingExternal', { connector }, undefined, t) // 'MetaMask'
 */
export function getViewTitle(
  view: View,
  data: RouteData | undefined,
  connectNamespace: Namespace | undefined,
  t: Translate,
): string {
  const named = data?.connector?.name ?? data?.wallet?.name
  if (connectNamespace && (view === 'Connect' || view === 'ConnectWallets'))
    return t('title.connectNamespace', { namespace: getNamespaceName(connectNamespace) })
  if (named && view.startsWith('Connecting') && view !== 'ConnectingMultiChain') return named
  return t(TITLES[view] as 'title.connect')
}
