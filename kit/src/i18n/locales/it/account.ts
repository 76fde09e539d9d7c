import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as enAccountMessages } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof enAccountMessages> = {
  'walletReceive.qrCodeOfYour': 'Codice QR del tuo indirizzo',
  'walletReceive.receiveOnTheseNetworks': 'Ricevi su queste reti',
  'walletReceive.thisIsASmart':
    "Questo è un account smart: invia fondi solo sulle reti qui sopra, dove esiste. I fondi inviati su un'altra rete potrebbero andare persi.",
  'registerAccountNameSuccess.yourAccountIsNow': 'Ora il tuo account si chiama',
  'smartSessions.appsYouAllowedTo':
    'Le app che hai autorizzato ad agire per il tuo account senza chiedertelo ogni volta. Revocane una per ritirarle le autorizzazioni.',
  'smartSessions.sessionsCouldNotBe': 'Impossibile caricare le sessioni',
  'smartSessions.noSmartSessions': 'Nessuna sessione smart',
  'smartSessions.whenAnAppAsks':
    "Quando un'app chiede l'autorizzazione ad agire per il tuo account, la sua sessione compare qui e puoi revocarla.",
  'activityDetail.thisTransactionIsNo': 'Questa transazione non è più disponibile.',
  'activityDetail.transactionDetails': 'Dettagli della transazione',
  'activityDetail.viewOn': 'Visualizza su {explorer}',
  'walletSend.thereIsNothingTo': 'Non hai ancora niente da inviare.',
  'registerAccountName.chooseANameFor':
    'Scegli un nome per il tuo account. App e persone potranno usarlo al posto del tuo indirizzo.',
  'connectingSiwe.needsToConnectTo': '{app} deve connettersi al tuo wallet',
  'connectingSiwe.signThisMessageTo':
    'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Se annulli, verrai disconnesso.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Firma rifiutata. Firma per continuare o annulla per disconnetterti.',
  'activityEmpty.activityIsNotAvailable': 'Le attività non sono disponibili su questa rete',
  'activityEmpty.switchToANetwork': 'Passa a una rete che supporta le attività.',
  'activityEmpty.noActivityYet': 'Ancora nessuna attività',
  'activityEmpty.yourTransactionsOnThis': 'Le tue transazioni su questa rete compaiono qui.',
  'tokensTab.loadingTokens': 'Caricamento dei token',
  'tokensTab.tokenBalanceUnavailable': 'Saldo dei token non disponibile',
  'tokensTab.noTokensYet': 'Ancora nessun token',
  'tokensTab.tokensYouHoldOn': 'I token che possiedi su questa rete compaiono qui.',
  'tokensTab.totalBalance': 'Saldo totale',
  'tokensTab.tokens': 'Token',
  'accountNameEntry.chooseAName': 'Scegli un nome',
  'accountTabs.account': 'Account',
  'activityTab.loadingActivity': 'Caricamento delle attività',
  'activityTab.pendingTransactions': 'Transazioni in sospeso',
  'activityTab.loadingMoreActivity': 'Caricamento di altre attività',
  'sendReceiverField.addressOrName': 'Indirizzo o nome',
  'accountEmail.updateEmail': 'Modifica email',
  'sendTokenPicker.selectATokenTo': 'Seleziona un token da inviare',
  'accountTypeSwitch.accountType': 'Tipo di account',
  'nftsEmpty.nftsAreUnavailableOn': 'Gli NFT non sono disponibili su questa rete',
  'nftsEmpty.switchToANetwork': 'Passa a una rete che supporta gli NFT.',
  'nftsEmpty.nftsCouldNotBe': 'Impossibile caricare gli NFT',
  'nftsEmpty.noNftsYet': 'Ancora nessun NFT',
  'nftsEmpty.nftsYouOwnOn': 'Gli NFT che possiedi su questa rete compaiono qui.',
  'sendForm.previewSend': "Anteprima dell'invio",
  'accountSocial.account': 'Account {provider}',
  'sendPreview.sendSummary': "Riepilogo dell'invio",
  'sendPreview.network': 'Rete',
  'sendPreview.edit': 'Modifica',
  'accountNamespaceSwitch.accounts': 'Account',
  'nftsTab.loadingNfts': 'Caricamento degli NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'Caricamento di altri NFT',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': "l'esploratore di blocchi",
  'connectingSiwe.signedIn': 'Accesso effettuato',
  'registerAccountName.signInWallet': 'Firma nel tuo wallet',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Account smart',
  'accountTypeSwitch.toEoa': 'Passa a EOA',
  'accountTypeSwitch.toSmartAccount': "Passa all'account smart",
  'accountTypeSwitch.smartAccountFailed':
    'Non è stato possibile usare il tuo account smart: resta in uso il tuo EOA.',
  'accountTypeSwitch.eoaFailed': 'Il passaggio al tuo EOA non è stato completato.',
  'accountActions.buy': 'Acquista',
  'accountActions.swap': 'Scambia',
  'accountActions.receive': 'Ricevi',
  'accountActions.send': 'Invia',
  'accountTabs.tokens': 'Token',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Attività',
  'connectingSiwe.signing': 'Firma in corso…',
  'connectingSiwe.sign': 'Firma',
  'registerAccountName.registering': 'Registrazione in corso',
  'registerAccountName.registerNamed': 'Registra {name}',
  'registerAccountName.register': 'Registra nome',
  'nftsEmpty.receiveAnNft': 'Ricevi un NFT',
  'sendPreview.confirmInWallet': 'Conferma nel wallet',
  'sendTokenPicker.back': "Torna all'invio",
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Stima in corso…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Non disponibile',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Saldo insufficiente',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Non è stato possibile caricare i saldi. I tuoi fondi non ne risentono.',
  'tokensTab.noBalancesOnNetwork': 'Nessun saldo su questa rete.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: connetti un wallet',
  'accountNamespaceSwitch.connectTitle': 'Connetti un wallet {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Approvato',
  'activity.borrowed': 'Preso in prestito',
  'activity.burned': 'Bruciato',
  /** An onramp purchase. */
  'activity.bought': 'Acquistato',
  'activity.cancelled': 'Annullato',
  'activity.claimed': 'Riscattato',
  'activity.deployed': 'Distribuito',
  'activity.deposited': 'Depositato',
  'activity.executed': 'Eseguito',
  'activity.minted': 'Coniato',
  'activity.received': 'Ricevuto',
  'activity.repaid': 'Rimborsato',
  'activity.sent': 'Inviato',
  'activity.staked': 'Messo in staking',
  'activity.swapped': 'Scambiato',
  'activity.unstaked': 'Rimosso dallo staking',
  'activity.withdrawn': 'Prelevato',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Invio in corso',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Confermata',
  'activity.failed': 'Non riuscita',
  'activity.pending': 'In sospeso',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'a {address}',
  'activity.fromAddress': 'da {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Stato',
  'activityDetail.from': 'Da',
  'activityDetail.to': 'A',
  'activityDetail.network': 'Rete',
  'activityDetail.date': 'Data',
  'activityDetail.transaction': 'Transazione',
}
