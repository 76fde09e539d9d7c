import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as enAccountMessages } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof enAccountMessages> = {
  'walletReceive.qrCodeOfYour': 'QR code de votre adresse',
  'walletReceive.receiveOnTheseNetworks': 'Recevoir sur ces réseaux',
  'walletReceive.thisIsASmart':
    "Ceci est un compte intelligent : envoyez-y des fonds uniquement sur les réseaux ci-dessus, où il existe. Les fonds envoyés sur un autre réseau risquent d'être perdus.",
  'registerAccountNameSuccess.yourAccountIsNow': "Votre compte s'appelle désormais",
  'smartSessions.appsYouAllowedTo':
    'Les applications que vous avez autorisées à agir pour votre compte sans vous le demander à chaque fois. Révoquez-en une pour lui retirer ses autorisations.',
  'smartSessions.sessionsCouldNotBe': 'Impossible de charger les sessions',
  'smartSessions.noSmartSessions': 'Aucune session intelligente',
  'smartSessions.whenAnAppAsks':
    "Lorsqu'une application demande l'autorisation d'agir pour votre compte, sa session s'affiche ici et vous pouvez la révoquer.",
  'activityDetail.thisTransactionIsNo': "Cette transaction n'est plus disponible.",
  'activityDetail.transactionDetails': 'Détails de la transaction',
  'activityDetail.viewOn': 'Voir sur {explorer}',
  'walletSend.thereIsNothingTo': "Il n'y a encore rien à envoyer.",
  'registerAccountName.chooseANameFor':
    "Choisissez un nom pour votre compte. Les applications et les personnes pourront l'utiliser à la place de votre adresse.",
  'connectingSiwe.needsToConnectTo': '{app} doit se connecter à votre portefeuille',
  'connectingSiwe.signThisMessageTo':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Si vous annulez, vous serez déconnecté.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Signature refusée. Signez pour continuer ou annulez pour vous déconnecter.',
  'activityEmpty.activityIsNotAvailable': "L'activité n'est pas disponible sur ce réseau",
  'activityEmpty.switchToANetwork': "Passez à un réseau qui prend en charge l'activité.",
  'activityEmpty.noActivityYet': 'Aucune activité pour le moment',
  'activityEmpty.yourTransactionsOnThis': "Vos transactions sur ce réseau s'affichent ici.",
  'tokensTab.loadingTokens': 'Chargement des jetons',
  'tokensTab.tokenBalanceUnavailable': 'Solde des jetons indisponible',
  'tokensTab.noTokensYet': 'Aucun jeton pour le moment',
  'tokensTab.tokensYouHoldOn': "Les jetons que vous détenez sur ce réseau s'affichent ici.",
  'tokensTab.totalBalance': 'Solde total',
  'tokensTab.tokens': 'Jetons',
  'accountNameEntry.chooseAName': 'Choisir un nom',
  'accountTabs.account': 'Compte',
  'activityTab.loadingActivity': "Chargement de l'activité",
  'activityTab.pendingTransactions': 'Transactions en attente',
  'activityTab.loadingMoreActivity': "Chargement de plus d'activité",
  'sendReceiverField.addressOrName': 'Adresse ou nom',
  'accountEmail.updateEmail': "Modifier l'e-mail",
  'sendTokenPicker.selectATokenTo': 'Sélectionnez un jeton à envoyer',
  'accountTypeSwitch.accountType': 'Type de compte',
  'nftsEmpty.nftsAreUnavailableOn': 'Les NFT ne sont pas disponibles sur ce réseau',
  'nftsEmpty.switchToANetwork': 'Passez à un réseau qui prend en charge les NFT.',
  'nftsEmpty.nftsCouldNotBe': 'Impossible de charger les NFT',
  'nftsEmpty.noNftsYet': 'Aucun NFT pour le moment',
  'nftsEmpty.nftsYouOwnOn': "Les NFT que vous possédez sur ce réseau s'affichent ici.",
  'sendForm.previewSend': "Aperçu de l'envoi",
  'accountSocial.account': 'Compte {provider}',
  'sendPreview.sendSummary': "Récapitulatif de l'envoi",
  'sendPreview.network': 'Réseau',
  'sendPreview.edit': 'Modifier',
  'accountNamespaceSwitch.accounts': 'Comptes',
  'nftsTab.loadingNfts': 'Chargement des NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': "Chargement d'autres NFT",
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': "l'explorateur de blocs",
  'connectingSiwe.signedIn': 'Connecté',
  'registerAccountName.signInWallet': 'Signez dans votre portefeuille',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Compte intelligent',
  'accountTypeSwitch.toEoa': "Passer à l'EOA",
  'accountTypeSwitch.toSmartAccount': 'Passer au compte intelligent',
  'accountTypeSwitch.smartAccountFailed':
    "Votre compte intelligent n'a pas pu être utilisé : votre EOA reste utilisé.",
  'accountTypeSwitch.eoaFailed': "Le passage à votre EOA n'a pas abouti.",
  'accountActions.buy': 'Acheter',
  'accountActions.swap': 'Échanger',
  'accountActions.receive': 'Recevoir',
  'accountActions.send': 'Envoyer',
  'accountTabs.tokens': 'Jetons',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Activité',
  'connectingSiwe.signing': 'Signature…',
  'connectingSiwe.sign': 'Signer',
  'registerAccountName.registering': 'Enregistrement',
  'registerAccountName.registerNamed': 'Enregistrer {name}',
  'registerAccountName.register': 'Enregistrer le nom',
  'nftsEmpty.receiveAnNft': 'Recevoir un NFT',
  'sendPreview.confirmInWallet': 'Confirmer dans le portefeuille',
  'sendTokenPicker.back': "Retour à l'envoi",
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Jeton : {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Estimation…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Indisponible',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Solde insuffisant',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': "Les soldes n'ont pas pu être chargés. Vos fonds ne sont pas affectés.",
  'tokensTab.noBalancesOnNetwork': "Ce réseau n'a aucun solde.",
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace} : connecter un portefeuille',
  'accountNamespaceSwitch.connectTitle': 'Connecter un portefeuille {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Approuvé',
  'activity.borrowed': 'Emprunté',
  'activity.burned': 'Brûlé',
  /** An onramp purchase. */
  'activity.bought': 'Acheté',
  'activity.cancelled': 'Annulé',
  'activity.claimed': 'Réclamé',
  'activity.deployed': 'Déployé',
  'activity.deposited': 'Déposé',
  'activity.executed': 'Exécuté',
  'activity.minted': 'Frappé',
  'activity.received': 'Reçu',
  'activity.repaid': 'Remboursé',
  'activity.sent': 'Envoyé',
  'activity.staked': 'Mis en staking',
  'activity.swapped': 'Échangé',
  'activity.unstaked': 'Retiré du staking',
  'activity.withdrawn': 'Retiré',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Envoi en cours',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Confirmée',
  'activity.failed': 'Échouée',
  'activity.pending': 'En attente',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'à {address}',
  'activity.fromAddress': 'de {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Statut',
  'activityDetail.from': 'De',
  'activityDetail.to': 'À',
  'activityDetail.network': 'Réseau',
  'activityDetail.date': 'Date',
  'activityDetail.transaction': 'Transaction',
}
