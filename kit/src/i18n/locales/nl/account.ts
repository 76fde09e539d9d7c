import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as enAccountMessages } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof enAccountMessages> = {
  'walletReceive.qrCodeOfYour': 'QR-code van je adres',
  'walletReceive.receiveOnTheseNetworks': 'Ontvangen op deze netwerken',
  'walletReceive.thisIsASmart':
    'Dit is een smart account: stuur er alleen iets naartoe op de netwerken hierboven, waar het bestaat. Geld dat op een ander netwerk wordt verstuurd, kan verloren gaan.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Je account heet nu',
  'smartSessions.appsYouAllowedTo':
    'Apps die je toestemming hebt gegeven om namens je account te handelen zonder het elke keer te vragen. Trek er een in om de rechten terug te nemen.',
  'smartSessions.sessionsCouldNotBe': 'Sessies konden niet worden geladen',
  'smartSessions.noSmartSessions': 'Geen smart sessies',
  'smartSessions.whenAnAppAsks':
    'Als een app toestemming vraagt om namens je account te handelen, verschijnt de sessie hier en kun je die intrekken.',
  'activityDetail.thisTransactionIsNo': 'Deze transactie is niet meer beschikbaar.',
  'activityDetail.transactionDetails': 'Transactiedetails',
  'activityDetail.viewOn': 'Bekijken op {explorer}',
  'walletSend.thereIsNothingTo': 'Er is nog niets om te versturen.',
  'registerAccountName.chooseANameFor':
    'Kies een naam voor je account. Apps en mensen kunnen die gebruiken in plaats van je adres.',
  'connectingSiwe.needsToConnectTo': '{app} wil verbinding maken met je wallet',
  'connectingSiwe.signThisMessageTo':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder. Als je annuleert, wordt de verbinding verbroken.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Handtekening geweigerd. Onderteken om verder te gaan, of annuleer om de verbinding te verbreken.',
  'activityEmpty.activityIsNotAvailable': 'Activiteit is niet beschikbaar op dit netwerk',
  'activityEmpty.switchToANetwork': 'Schakel over naar een netwerk dat activiteit ondersteunt.',
  'activityEmpty.noActivityYet': 'Nog geen activiteit',
  'activityEmpty.yourTransactionsOnThis': 'Je transacties op dit netwerk verschijnen hier.',
  'tokensTab.loadingTokens': 'Tokens laden',
  'tokensTab.tokenBalanceUnavailable': 'Tokensaldo niet beschikbaar',
  'tokensTab.noTokensYet': 'Nog geen tokens',
  'tokensTab.tokensYouHoldOn': 'De tokens die je op dit netwerk hebt, verschijnen hier.',
  'tokensTab.totalBalance': 'Totaal saldo',
  'tokensTab.tokens': 'Tokens',
  'accountNameEntry.chooseAName': 'Kies een naam',
  'accountTabs.account': 'Account',
  'activityTab.loadingActivity': 'Activiteit laden',
  'activityTab.pendingTransactions': 'Openstaande transacties',
  'activityTab.loadingMoreActivity': 'Meer activiteit laden',
  'sendReceiverField.addressOrName': 'Adres of naam',
  'accountEmail.updateEmail': 'E-mail wijzigen',
  'sendTokenPicker.selectATokenTo': 'Selecteer een token om te versturen',
  'accountTypeSwitch.accountType': 'Accounttype',
  'nftsEmpty.nftsAreUnavailableOn': "NFT's zijn niet beschikbaar op dit netwerk",
  'nftsEmpty.switchToANetwork': "Schakel over naar een netwerk dat NFT's ondersteunt.",
  'nftsEmpty.nftsCouldNotBe': "NFT's konden niet worden geladen",
  'nftsEmpty.noNftsYet': "Nog geen NFT's",
  'nftsEmpty.nftsYouOwnOn': "De NFT's die je op dit netwerk bezit, verschijnen hier.",
  'sendForm.previewSend': 'Voorbeeld bekijken',
  'accountSocial.account': '{provider}-account',
  'sendPreview.sendSummary': 'Overzicht',
  'sendPreview.network': 'Netwerk',
  'sendPreview.edit': 'Bewerken',
  'accountNamespaceSwitch.accounts': 'Accounts',
  'nftsTab.loadingNfts': "NFT's laden",
  'nftsTab.nfts': "NFT's",
  'nftsTab.loadingMoreNfts': "Meer NFT's laden",
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'blockexplorer',
  'connectingSiwe.signedIn': 'Ingelogd',
  'registerAccountName.signInWallet': 'Onderteken in je wallet',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Smart account',
  'accountTypeSwitch.toEoa': 'Overschakelen naar EOA',
  'accountTypeSwitch.toSmartAccount': 'Overschakelen naar smart account',
  'accountTypeSwitch.smartAccountFailed':
    'Je smart account kon niet worden gebruikt: je EOA blijft in gebruik.',
  'accountTypeSwitch.eoaFailed': 'Het overschakelen naar je EOA is niet voltooid.',
  'accountActions.buy': 'Kopen',
  'accountActions.swap': 'Swappen',
  'accountActions.receive': 'Ontvangen',
  'accountActions.send': 'Versturen',
  'accountTabs.tokens': 'Tokens',
  'accountTabs.nfts': "NFT's",
  'accountTabs.activity': 'Activiteit',
  'connectingSiwe.signing': 'Ondertekenen…',
  'connectingSiwe.sign': 'Ondertekenen',
  'registerAccountName.registering': 'Bezig met registreren',
  'registerAccountName.registerNamed': '{name} registreren',
  'registerAccountName.register': 'Naam registreren',
  'nftsEmpty.receiveAnNft': 'Een NFT ontvangen',
  'sendPreview.confirmInWallet': 'Bevestigen in wallet',
  'sendTokenPicker.back': 'Terug naar versturen',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Schatten…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Niet beschikbaar',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Onvoldoende saldo',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'De saldi zijn niet geladen. Dit heeft geen gevolgen voor je tegoeden.',
  'tokensTab.noBalancesOnNetwork': 'Dit netwerk heeft geen saldi.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: verbind een wallet',
  'accountNamespaceSwitch.connectTitle': 'Verbind een {namespace}-wallet',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Goedgekeurd',
  'activity.borrowed': 'Geleend',
  'activity.burned': 'Verbrand',
  /** An onramp purchase. */
  'activity.bought': 'Gekocht',
  'activity.cancelled': 'Geannuleerd',
  'activity.claimed': 'Geclaimd',
  'activity.deployed': 'Gedeployd',
  'activity.deposited': 'Gestort',
  'activity.executed': 'Uitgevoerd',
  'activity.minted': 'Gemint',
  'activity.received': 'Ontvangen',
  'activity.repaid': 'Terugbetaald',
  'activity.sent': 'Verstuurd',
  'activity.staked': 'Gestaket',
  'activity.swapped': 'Geswapt',
  'activity.unstaked': 'Ontstaket',
  'activity.withdrawn': 'Opgenomen',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Wordt verstuurd',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Bevestigd',
  'activity.failed': 'Mislukt',
  'activity.pending': 'Openstaand',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'naar {address}',
  'activity.fromAddress': 'van {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Status',
  'activityDetail.from': 'Van',
  'activityDetail.to': 'Naar',
  'activityDetail.network': 'Netwerk',
  'activityDetail.date': 'Datum',
  'activityDetail.transaction': 'Transactie',
}
