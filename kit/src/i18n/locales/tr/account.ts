import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as en } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof en> = {
  'walletReceive.qrCodeOfYour': 'Adresinizin QR kodu',
  'walletReceive.receiveOnTheseNetworks': 'Bu ağlarda alabilirsiniz',
  'walletReceive.thisIsASmart':
    'Bu bir akıllı hesaptır: bu hesaba yalnızca yukarıdaki, hesabın bulunduğu ağlarda gönderim yapın. Başka bir ağda gönderilen varlıklar kaybolabilir.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Hesabınızın yeni adı:',
  'smartSessions.appsYouAllowedTo':
    'Her seferinde sormadan hesabınız adına işlem yapmasına izin verdiğiniz uygulamalar. İzinlerini geri almak için bir oturumu iptal edin.',
  'smartSessions.sessionsCouldNotBe': 'Oturumlar yüklenemedi',
  'smartSessions.noSmartSessions': 'Akıllı oturum yok',
  'smartSessions.whenAnAppAsks':
    'Bir uygulama hesabınız adına işlem yapmak için izin istediğinde oturumu burada görünür ve oturumu iptal edebilirsiniz.',
  'activityDetail.thisTransactionIsNo': 'Bu işlem artık mevcut değil.',
  'activityDetail.transactionDetails': 'İşlem ayrıntıları',
  'activityDetail.viewOn': '{explorer} üzerinde görüntüle',
  'walletSend.thereIsNothingTo': 'Henüz gönderilecek bir şey yok.',
  'registerAccountName.chooseANameFor':
    'Hesabınız için bir ad seçin. Uygulamalar ve kişiler adresiniz yerine bu adı kullanabilir.',
  'connectingSiwe.needsToConnectTo': '{app} uygulamasının cüzdanınıza bağlanması gerekiyor',
  'connectingSiwe.signThisMessageTo':
    'Bu cüzdanın sahibi olduğunuzu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
  'connectingSiwe.signatureDeclinedSignTo':
    'İmza reddedildi. Devam etmek için imzalayın veya bağlantıyı kesmek için iptal edin.',
  'activityEmpty.activityIsNotAvailable': 'Bu ağda etkinlik görüntülenemiyor',
  'activityEmpty.switchToANetwork': 'Etkinliğin desteklendiği bir ağa geçin.',
  'activityEmpty.noActivityYet': 'Henüz etkinlik yok',
  'activityEmpty.yourTransactionsOnThis': 'Bu ağdaki işlemleriniz burada görünür.',
  'tokensTab.loadingTokens': 'Tokenlar yükleniyor',
  'tokensTab.tokenBalanceUnavailable': 'Token bakiyesi kullanılamıyor',
  'tokensTab.noTokensYet': 'Henüz token yok',
  'tokensTab.tokensYouHoldOn': 'Bu ağda sahip olduğunuz tokenlar burada görünür.',
  'tokensTab.totalBalance': 'Toplam bakiye',
  'tokensTab.tokens': 'Tokenlar',
  'accountNameEntry.chooseAName': 'Bir ad seçin',
  'accountTabs.account': 'Hesap',
  'activityTab.loadingActivity': 'Etkinlik yükleniyor',
  'activityTab.pendingTransactions': 'Bekleyen işlemler',
  'activityTab.loadingMoreActivity': 'Daha fazla etkinlik yükleniyor',
  'sendReceiverField.addressOrName': 'Adres veya ad',
  'accountEmail.updateEmail': 'E-postayı değiştir',
  'sendTokenPicker.selectATokenTo': 'Göndermek için bir token seçin',
  'accountTypeSwitch.accountType': 'Hesap türü',
  'nftsEmpty.nftsAreUnavailableOn': "Bu ağda NFT'ler kullanılamıyor",
  'nftsEmpty.switchToANetwork': "NFT'lerin desteklendiği bir ağa geçin.",
  'nftsEmpty.nftsCouldNotBe': "NFT'ler yüklenemedi",
  'nftsEmpty.noNftsYet': 'Henüz NFT yok',
  'nftsEmpty.nftsYouOwnOn': "Bu ağda sahip olduğunuz NFT'ler burada görünür.",
  'sendForm.previewSend': 'Gönderimi önizle',
  'accountSocial.account': '{provider} hesabı',
  'sendPreview.sendSummary': 'Gönderim özeti',
  'sendPreview.network': 'Ağ',
  'sendPreview.edit': 'Düzenle',
  'accountNamespaceSwitch.accounts': 'Hesaplar',
  'nftsTab.loadingNfts': "NFT'ler yükleniyor",
  'nftsTab.nfts': "NFT'ler",
  'nftsTab.loadingMoreNfts': 'Daha fazla NFT yükleniyor',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'blok gezgini',
  'connectingSiwe.signedIn': 'Giriş yapıldı',
  'registerAccountName.signInWallet': 'Cüzdanınızda imzalayın',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Akıllı hesap',
  'accountTypeSwitch.toEoa': "EOA'ya geç",
  'accountTypeSwitch.toSmartAccount': 'Akıllı hesaba geç',
  'accountTypeSwitch.smartAccountFailed':
    "Akıllı hesabınız kullanılamadı: EOA'nız kullanılmaya devam ediyor.",
  'accountTypeSwitch.eoaFailed': "EOA'nıza geçiş tamamlanmadı.",
  'accountActions.buy': 'Satın al',
  'accountActions.swap': 'Takas',
  'accountActions.receive': 'Al',
  'accountActions.send': 'Gönder',
  'accountTabs.tokens': 'Tokenlar',
  'accountTabs.nfts': "NFT'ler",
  'accountTabs.activity': 'Etkinlik',
  'connectingSiwe.signing': 'İmzalanıyor…',
  'connectingSiwe.sign': 'İmzala',
  'registerAccountName.registering': 'Kaydediliyor',
  'registerAccountName.registerNamed': '{name} adını kaydet',
  'registerAccountName.register': 'Adı kaydet',
  'nftsEmpty.receiveAnNft': 'NFT al',
  'sendPreview.confirmInWallet': 'Cüzdanda onaylayın',
  'sendTokenPicker.back': 'Gönderime dön',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Tahmin ediliyor…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Kullanılamıyor',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Yetersiz bakiye',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Bakiyeler yüklenemedi. Varlıklarınız bundan etkilenmez.',
  'tokensTab.noBalancesOnNetwork': 'Bu ağda bakiyeler görüntülenemiyor.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: cüzdan bağlayın',
  'accountNamespaceSwitch.connectTitle': 'Bir {namespace} cüzdanı bağlayın',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Onay verildi',
  'activity.borrowed': 'Borç alındı',
  'activity.burned': 'Yakıldı',
  /** An onramp purchase. */
  'activity.bought': 'Satın alındı',
  'activity.cancelled': 'İptal edildi',
  'activity.claimed': 'Talep edildi',
  'activity.deployed': 'Dağıtıldı',
  'activity.deposited': 'Yatırıldı',
  'activity.executed': 'Yürütüldü',
  'activity.minted': 'Basıldı',
  'activity.received': 'Alındı',
  'activity.repaid': 'Geri ödendi',
  'activity.sent': 'Gönderildi',
  'activity.staked': 'Stake edildi',
  'activity.swapped': 'Takas edildi',
  'activity.unstaked': "Stake'ten çıkarıldı",
  'activity.withdrawn': 'Çekildi',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Gönderiliyor',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Onaylandı',
  'activity.failed': 'Başarısız',
  'activity.pending': 'Beklemede',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'Alıcı: {address}',
  'activity.fromAddress': 'Gönderen: {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Durum',
  'activityDetail.from': 'Gönderen',
  'activityDetail.to': 'Alıcı',
  'activityDetail.network': 'Ağ',
  'activityDetail.date': 'Tarih',
  'activityDetail.transaction': 'İşlem',
}
