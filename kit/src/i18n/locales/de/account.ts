import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as enAccountMessages } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof enAccountMessages> = {
  'walletReceive.qrCodeOfYour': 'QR-Code Ihrer Adresse',
  'walletReceive.receiveOnTheseNetworks': 'In diesen Netzwerken empfangen',
  'walletReceive.thisIsASmart':
    'Dies ist ein Smart-Konto: Senden Sie nur in den oben genannten Netzwerken, in denen es existiert. In einem anderen Netzwerk gesendete Gelder können verloren gehen.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Ihr Konto heißt jetzt',
  'smartSessions.appsYouAllowedTo':
    'Apps, denen Sie erlaubt haben, ohne jedes Mal nachzufragen für Ihr Konto zu handeln. Widerrufen Sie eine, um ihr die Berechtigungen wieder zu entziehen.',
  'smartSessions.sessionsCouldNotBe': 'Sitzungen konnten nicht geladen werden',
  'smartSessions.noSmartSessions': 'Keine Smart-Sitzungen',
  'smartSessions.whenAnAppAsks':
    'Wenn eine App die Berechtigung anfragt, für Ihr Konto zu handeln, erscheint ihre Sitzung hier und Sie können sie widerrufen.',
  'activityDetail.thisTransactionIsNo': 'Diese Transaktion ist nicht mehr verfügbar.',
  'activityDetail.transactionDetails': 'Transaktionsdetails',
  'activityDetail.viewOn': 'Auf {explorer} ansehen',
  'walletSend.thereIsNothingTo': 'Es gibt noch nichts zu senden.',
  'registerAccountName.chooseANameFor':
    'Wählen Sie einen Namen für Ihr Konto. Apps und Personen können ihn anstelle Ihrer Adresse verwenden.',
  'connectingSiwe.needsToConnectTo': '{app} möchte sich mit Ihrer Wallet verbinden',
  'connectingSiwe.signThisMessageTo':
    'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren. Wenn Sie abbrechen, wird die Verbindung getrennt.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Signatur abgelehnt. Signieren Sie, um fortzufahren, oder brechen Sie ab, um die Verbindung zu trennen.',
  'activityEmpty.activityIsNotAvailable': 'Aktivitäten sind in diesem Netzwerk nicht verfügbar',
  'activityEmpty.switchToANetwork': 'Wechseln Sie zu einem Netzwerk, das Aktivitäten unterstützt.',
  'activityEmpty.noActivityYet': 'Noch keine Aktivitäten',
  'activityEmpty.yourTransactionsOnThis': 'Ihre Transaktionen in diesem Netzwerk erscheinen hier.',
  'tokensTab.loadingTokens': 'Tokens werden geladen',
  'tokensTab.tokenBalanceUnavailable': 'Token-Guthaben nicht verfügbar',
  'tokensTab.noTokensYet': 'Noch keine Tokens',
  'tokensTab.tokensYouHoldOn': 'Ihre Tokens in diesem Netzwerk erscheinen hier.',
  'tokensTab.totalBalance': 'Gesamtguthaben',
  'tokensTab.tokens': 'Tokens',
  'accountNameEntry.chooseAName': 'Namen wählen',
  'accountTabs.account': 'Konto',
  'activityTab.loadingActivity': 'Aktivitäten werden geladen',
  'activityTab.pendingTransactions': 'Ausstehende Transaktionen',
  'activityTab.loadingMoreActivity': 'Weitere Aktivitäten werden geladen',
  'sendReceiverField.addressOrName': 'Adresse oder Name',
  'accountEmail.updateEmail': 'E-Mail ändern',
  'sendTokenPicker.selectATokenTo': 'Token zum Senden auswählen',
  'accountTypeSwitch.accountType': 'Kontotyp',
  'nftsEmpty.nftsAreUnavailableOn': 'NFTs sind in diesem Netzwerk nicht verfügbar',
  'nftsEmpty.switchToANetwork': 'Wechseln Sie zu einem Netzwerk, das NFTs unterstützt.',
  'nftsEmpty.nftsCouldNotBe': 'NFTs konnten nicht geladen werden',
  'nftsEmpty.noNftsYet': 'Noch keine NFTs',
  'nftsEmpty.nftsYouOwnOn': 'Ihre NFTs in diesem Netzwerk erscheinen hier.',
  'sendForm.previewSend': 'Vorschau anzeigen',
  'accountSocial.account': '{provider}-Konto',
  'sendPreview.sendSummary': 'Zusammenfassung',
  'sendPreview.network': 'Netzwerk',
  'sendPreview.edit': 'Bearbeiten',
  'accountNamespaceSwitch.accounts': 'Konten',
  'nftsTab.loadingNfts': 'NFTs werden geladen',
  'nftsTab.nfts': 'NFTs',
  'nftsTab.loadingMoreNfts': 'Weitere NFTs werden geladen',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'Block-Explorer',
  'connectingSiwe.signedIn': 'Angemeldet',
  'registerAccountName.signInWallet': 'In Ihrer Wallet signieren',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Smart-Konto',
  'accountTypeSwitch.toEoa': 'Zu EOA wechseln',
  'accountTypeSwitch.toSmartAccount': 'Zum Smart-Konto wechseln',
  'accountTypeSwitch.smartAccountFailed':
    'Ihr Smart-Konto konnte nicht verwendet werden: Ihr EOA bleibt in Verwendung.',
  'accountTypeSwitch.eoaFailed': 'Der Wechsel zu Ihrem EOA wurde nicht abgeschlossen.',
  'accountActions.buy': 'Kaufen',
  'accountActions.swap': 'Tauschen',
  'accountActions.receive': 'Empfangen',
  'accountActions.send': 'Senden',
  'accountTabs.tokens': 'Tokens',
  'accountTabs.nfts': 'NFTs',
  'accountTabs.activity': 'Aktivität',
  'connectingSiwe.signing': 'Wird signiert …',
  'connectingSiwe.sign': 'Signieren',
  'registerAccountName.registering': 'Wird registriert',
  'registerAccountName.registerNamed': '{name} registrieren',
  'registerAccountName.register': 'Namen registrieren',
  'nftsEmpty.receiveAnNft': 'NFT empfangen',
  'sendPreview.confirmInWallet': 'In der Wallet bestätigen',
  'sendTokenPicker.back': 'Zurück zum Senden',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Wird geschätzt …',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Nicht verfügbar',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Unzureichendes Guthaben',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad':
    'Die Guthaben wurden nicht geladen. Ihre Gelder sind davon nicht betroffen.',
  'tokensTab.noBalancesOnNetwork': 'In diesem Netzwerk gibt es keine Guthaben.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: Wallet verbinden',
  'accountNamespaceSwitch.connectTitle': '{namespace}-Wallet verbinden',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Freigegeben',
  'activity.borrowed': 'Geliehen',
  'activity.burned': 'Verbrannt',
  /** An onramp purchase. */
  'activity.bought': 'Gekauft',
  'activity.cancelled': 'Abgebrochen',
  'activity.claimed': 'Beansprucht',
  'activity.deployed': 'Bereitgestellt',
  'activity.deposited': 'Eingezahlt',
  'activity.executed': 'Ausgeführt',
  'activity.minted': 'Geprägt',
  'activity.received': 'Empfangen',
  'activity.repaid': 'Zurückgezahlt',
  'activity.sent': 'Gesendet',
  'activity.staked': 'Gestakt',
  'activity.swapped': 'Getauscht',
  'activity.unstaked': 'Entstakt',
  'activity.withdrawn': 'Abgehoben',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Wird gesendet',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Bestätigt',
  'activity.failed': 'Fehlgeschlagen',
  'activity.pending': 'Ausstehend',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'an {address}',
  'activity.fromAddress': 'von {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Status',
  'activityDetail.from': 'Von',
  'activityDetail.to': 'An',
  'activityDetail.network': 'Netzwerk',
  'activityDetail.date': 'Datum',
  'activityDetail.transaction': 'Transaktion',
}
