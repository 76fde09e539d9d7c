import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as english } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof english> = {
  'walletReceive.qrCodeOfYour': 'アドレスのQRコード',
  'walletReceive.receiveOnTheseNetworks': '受け取り可能なネットワーク',
  'walletReceive.thisIsASmart':
    'これはスマートアカウントです。送金は、このアカウントが存在する上記のネットワークでのみ行ってください。他のネットワークで送金された資金は失われる可能性があります。',
  'registerAccountNameSuccess.yourAccountIsNow': 'アカウントの新しい名前:',
  'smartSessions.appsYouAllowedTo':
    '毎回の確認なしでアカウントの操作を許可したアプリです。取り消すと、そのアプリの権限が無効になります。',
  'smartSessions.sessionsCouldNotBe': 'セッションを読み込めませんでした',
  'smartSessions.noSmartSessions': 'スマートセッションはありません',
  'smartSessions.whenAnAppAsks':
    'アプリがアカウントの操作の許可を求めると、そのセッションがここに表示され、取り消すことができます。',
  'activityDetail.thisTransactionIsNo': 'このトランザクションは表示できなくなりました。',
  'activityDetail.transactionDetails': 'トランザクションの詳細',
  'activityDetail.viewOn': '{explorer}で表示',
  'walletSend.thereIsNothingTo': '送金できる資産がまだありません。',
  'registerAccountName.chooseANameFor':
    'アカウントの名前を選択してください。アプリやほかのユーザーは、アドレスの代わりにこの名前を使用できます。',
  'connectingSiwe.needsToConnectTo': '{app}がウォレットへの接続を求めています',
  'connectingSiwe.signThisMessageTo':
    'このメッセージに署名して、ウォレットの所有者であることを証明し、続行してください。キャンセルすると接続が解除されます。',
  'connectingSiwe.signatureDeclinedSignTo':
    '署名が拒否されました。続行するには署名し、接続を解除するにはキャンセルしてください。',
  'activityEmpty.activityIsNotAvailable': 'このネットワークではアクティビティを表示できません',
  'activityEmpty.switchToANetwork': 'アクティビティに対応したネットワークに切り替えてください。',
  'activityEmpty.noActivityYet': 'アクティビティはまだありません',
  'activityEmpty.yourTransactionsOnThis': 'このネットワークでのトランザクションがここに表示されます。',
  'tokensTab.loadingTokens': 'トークンを読み込み中',
  'tokensTab.tokenBalanceUnavailable': 'トークン残高を取得できません',
  'tokensTab.noTokensYet': 'トークンはまだありません',
  'tokensTab.tokensYouHoldOn': 'このネットワークで保有しているトークンがここに表示されます。',
  'tokensTab.totalBalance': '合計残高',
  'tokensTab.tokens': 'トークン',
  'accountNameEntry.chooseAName': '名前を選択',
  'accountTabs.account': 'アカウント',
  'activityTab.loadingActivity': 'アクティビティを読み込み中',
  'activityTab.pendingTransactions': '保留中のトランザクション',
  'activityTab.loadingMoreActivity': 'アクティビティをさらに読み込み中',
  'sendReceiverField.addressOrName': 'アドレスまたは名前',
  'accountEmail.updateEmail': 'メールアドレスを変更',
  'sendTokenPicker.selectATokenTo': '送金するトークンを選択',
  'accountTypeSwitch.accountType': 'アカウントの種類',
  'nftsEmpty.nftsAreUnavailableOn': 'このネットワークではNFTを表示できません',
  'nftsEmpty.switchToANetwork': 'NFTに対応したネットワークに切り替えてください。',
  'nftsEmpty.nftsCouldNotBe': 'NFTを読み込めませんでした',
  'nftsEmpty.noNftsYet': 'NFTはまだありません',
  'nftsEmpty.nftsYouOwnOn': 'このネットワークで保有しているNFTがここに表示されます。',
  'sendForm.previewSend': '送金内容を確認',
  'accountSocial.account': '{provider}アカウント',
  'sendPreview.sendSummary': '送金の概要',
  'sendPreview.network': 'ネットワーク',
  'sendPreview.edit': '編集',
  'accountNamespaceSwitch.accounts': 'アカウント',
  'nftsTab.loadingNfts': 'NFTを読み込み中',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'NFTをさらに読み込み中',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'ブロックエクスプローラー',
  'connectingSiwe.signedIn': 'サインインしました',
  'registerAccountName.signInWallet': 'ウォレットで署名してください',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'スマートアカウント',
  'accountTypeSwitch.toEoa': 'EOAに切り替え',
  'accountTypeSwitch.toSmartAccount': 'スマートアカウントに切り替え',
  'accountTypeSwitch.smartAccountFailed':
    'スマートアカウントを使用できませんでした。引き続きEOAを使用します。',
  'accountTypeSwitch.eoaFailed': 'EOAへの切り替えが完了しませんでした。',
  'accountActions.buy': '購入',
  'accountActions.swap': 'スワップ',
  'accountActions.receive': '受取',
  'accountActions.send': '送金',
  'accountTabs.tokens': 'トークン',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'アクティビティ',
  'connectingSiwe.signing': '署名中…',
  'connectingSiwe.sign': '署名',
  'registerAccountName.registering': '登録中',
  'registerAccountName.registerNamed': '{name}を登録',
  'registerAccountName.register': '名前を登録',
  'nftsEmpty.receiveAnNft': 'NFTを受け取る',
  'sendPreview.confirmInWallet': 'ウォレットで確認',
  'sendTokenPicker.back': '送金に戻る',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'トークン: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': '推定中…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': '取得できません',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': '残高不足',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': '残高を読み込めませんでした。資金には影響ありません。',
  'tokensTab.noBalancesOnNetwork': 'このネットワークには残高がありません。',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: ウォレットを接続',
  'accountNamespaceSwitch.connectTitle': '{namespace}ウォレットを接続',
  /** Activity's titles, by operation type. */
  'activity.approved': '承認',
  'activity.borrowed': '借入',
  'activity.burned': 'バーン',
  /** An onramp purchase. */
  'activity.bought': '購入',
  'activity.cancelled': 'キャンセル',
  'activity.claimed': '請求',
  'activity.deployed': 'デプロイ',
  'activity.deposited': '預け入れ',
  'activity.executed': '実行',
  'activity.minted': 'ミント',
  'activity.received': '受取',
  'activity.repaid': '返済',
  'activity.sent': '送金',
  'activity.staked': 'ステーキング',
  'activity.swapped': 'スワップ',
  'activity.unstaked': 'アンステーキング',
  'activity.withdrawn': '引き出し',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': '送金中',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': '確認済み',
  'activity.failed': '失敗',
  'activity.pending': '保留中',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': '宛先: {address}',
  'activity.fromAddress': '送信元: {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'ステータス',
  'activityDetail.from': '送信元',
  'activityDetail.to': '宛先',
  'activityDetail.network': 'ネットワーク',
  'activityDetail.date': '日時',
  'activityDetail.transaction': 'トランザクション',
}
