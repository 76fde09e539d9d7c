import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as en } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof en> = {
  'walletReceive.qrCodeOfYour': 'Kod QR Twojego adresu',
  'walletReceive.receiveOnTheseNetworks': 'Odbieraj w tych sieciach',
  'walletReceive.thisIsASmart':
    'To jest konto inteligentne: wysyłaj na nie środki tylko w sieciach powyżej, w których istnieje. Środki wysłane w innej sieci mogą zostać utracone.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Twoje konto to teraz',
  'smartSessions.appsYouAllowedTo':
    'Aplikacje, którym pozwolono działać w imieniu Twojego konta bez pytania za każdym razem. Unieważnij sesję aplikacji, aby odebrać jej uprawnienia.',
  'smartSessions.sessionsCouldNotBe': 'Nie udało się wczytać sesji',
  'smartSessions.noSmartSessions': 'Brak inteligentnych sesji',
  'smartSessions.whenAnAppAsks':
    'Gdy aplikacja poprosi o zgodę na działanie w imieniu Twojego konta, jej sesja pojawi się tutaj i będzie można ją unieważnić.',
  'activityDetail.thisTransactionIsNo': 'Ta transakcja nie jest już dostępna.',
  'activityDetail.transactionDetails': 'Szczegóły transakcji',
  'activityDetail.viewOn': 'Zobacz w {explorer}',
  'walletSend.thereIsNothingTo': 'Nie masz jeszcze nic do wysłania.',
  'registerAccountName.chooseANameFor':
    'Wybierz nazwę dla swojego konta. Aplikacje i inne osoby mogą jej używać zamiast Twojego adresu.',
  'connectingSiwe.needsToConnectTo': '{app} musi połączyć się z Twoim portfelem',
  'connectingSiwe.signThisMessageTo':
    'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i kontynuować. Anulowanie spowoduje rozłączenie.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Podpis odrzucony. Podpisz, aby kontynuować, lub anuluj, aby się rozłączyć.',
  'activityEmpty.activityIsNotAvailable': 'Aktywność nie jest dostępna w tej sieci',
  'activityEmpty.switchToANetwork': 'Przełącz się na sieć, w której aktywność jest obsługiwana.',
  'activityEmpty.noActivityYet': 'Brak aktywności',
  'activityEmpty.yourTransactionsOnThis': 'Tutaj pojawią się Twoje transakcje w tej sieci.',
  'tokensTab.loadingTokens': 'Wczytywanie tokenów',
  'tokensTab.tokenBalanceUnavailable': 'Saldo tokenów jest niedostępne',
  'tokensTab.noTokensYet': 'Brak tokenów',
  'tokensTab.tokensYouHoldOn': 'Tutaj pojawią się tokeny, które masz w tej sieci.',
  'tokensTab.totalBalance': 'Saldo łączne',
  'tokensTab.tokens': 'Tokeny',
  'accountNameEntry.chooseAName': 'Wybierz nazwę',
  'accountTabs.account': 'Konto',
  'activityTab.loadingActivity': 'Wczytywanie aktywności',
  'activityTab.pendingTransactions': 'Oczekujące transakcje',
  'activityTab.loadingMoreActivity': 'Wczytywanie kolejnych transakcji',
  'sendReceiverField.addressOrName': 'Adres lub nazwa',
  'accountEmail.updateEmail': 'Zmień e-mail',
  'sendTokenPicker.selectATokenTo': 'Wybierz token do wysłania',
  'accountTypeSwitch.accountType': 'Typ konta',
  'nftsEmpty.nftsAreUnavailableOn': 'NFT nie są dostępne w tej sieci',
  'nftsEmpty.switchToANetwork': 'Przełącz się na sieć, w której NFT są obsługiwane.',
  'nftsEmpty.nftsCouldNotBe': 'Nie udało się wczytać NFT',
  'nftsEmpty.noNftsYet': 'Brak NFT',
  'nftsEmpty.nftsYouOwnOn': 'Tutaj pojawią się NFT, które masz w tej sieci.',
  'sendForm.previewSend': 'Podgląd wysyłki',
  'accountSocial.account': 'Konto {provider}',
  'sendPreview.sendSummary': 'Podsumowanie wysyłki',
  'sendPreview.network': 'Sieć',
  'sendPreview.edit': 'Edytuj',
  'accountNamespaceSwitch.accounts': 'Konta',
  'nftsTab.loadingNfts': 'Wczytywanie NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'Wczytywanie kolejnych NFT',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'eksploratorze bloków',
  'connectingSiwe.signedIn': 'Zalogowano',
  'registerAccountName.signInWallet': 'Podpisz w portfelu',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Konto inteligentne',
  'accountTypeSwitch.toEoa': 'Przełącz na EOA',
  'accountTypeSwitch.toSmartAccount': 'Przełącz na konto inteligentne',
  'accountTypeSwitch.smartAccountFailed':
    'Nie udało się użyć konta inteligentnego: nadal używane jest Twoje konto EOA.',
  'accountTypeSwitch.eoaFailed': 'Przełączanie na konto EOA nie zostało ukończone.',
  'accountActions.buy': 'Kup',
  'accountActions.swap': 'Zamień',
  'accountActions.receive': 'Odbierz',
  'accountActions.send': 'Wyślij',
  'accountTabs.tokens': 'Tokeny',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Aktywność',
  'connectingSiwe.signing': 'Podpisywanie…',
  'connectingSiwe.sign': 'Podpisz',
  'registerAccountName.registering': 'Rejestrowanie',
  'registerAccountName.registerNamed': 'Zarejestruj {name}',
  'registerAccountName.register': 'Zarejestruj nazwę',
  'nftsEmpty.receiveAnNft': 'Odbierz NFT',
  'sendPreview.confirmInWallet': 'Potwierdź w portfelu',
  'sendTokenPicker.back': 'Wróć do wysyłki',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Szacowanie…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Niedostępna',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Niewystarczające saldo',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Nie udało się wczytać sald. Nie ma to wpływu na Twoje środki.',
  'tokensTab.noBalancesOnNetwork': 'Salda nie są dostępne w tej sieci.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: połącz portfel',
  'accountNamespaceSwitch.connectTitle': 'Połącz portfel {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Zatwierdzono',
  'activity.borrowed': 'Pożyczono',
  'activity.burned': 'Spalono',
  /** An onramp purchase. */
  'activity.bought': 'Kupiono',
  'activity.cancelled': 'Anulowano',
  'activity.claimed': 'Odebrano',
  'activity.deployed': 'Wdrożono',
  'activity.deposited': 'Zdeponowano',
  'activity.executed': 'Wykonano',
  'activity.minted': 'Wybito',
  'activity.received': 'Otrzymano',
  'activity.repaid': 'Spłacono',
  'activity.sent': 'Wysłano',
  'activity.staked': 'Zestakowano',
  'activity.swapped': 'Zamieniono',
  'activity.unstaked': 'Wycofano ze stakingu',
  'activity.withdrawn': 'Wypłacono',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Wysyłanie',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Potwierdzona',
  'activity.failed': 'Nieudana',
  'activity.pending': 'Oczekująca',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'do {address}',
  'activity.fromAddress': 'od {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Status',
  'activityDetail.from': 'Od',
  'activityDetail.to': 'Do',
  'activityDetail.network': 'Sieć',
  'activityDetail.date': 'Data',
  'activityDetail.transaction': 'Transakcja',
}
