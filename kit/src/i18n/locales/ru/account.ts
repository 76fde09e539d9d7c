import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as en } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof en> = {
  'walletReceive.qrCodeOfYour': 'QR-код вашего адреса',
  'walletReceive.receiveOnTheseNetworks': 'Получайте в этих сетях',
  'walletReceive.thisIsASmart':
    'Это смарт-аккаунт: отправляйте на него средства только в сетях выше, где он существует. Средства, отправленные в другой сети, могут быть потеряны.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Теперь ваш аккаунт —',
  'smartSessions.appsYouAllowedTo':
    'Приложения, которым вы разрешили действовать от имени вашего аккаунта без запроса каждый раз. Отзовите сессию приложения, чтобы забрать его разрешения.',
  'smartSessions.sessionsCouldNotBe': 'Не удалось загрузить сессии',
  'smartSessions.noSmartSessions': 'Нет смарт-сессий',
  'smartSessions.whenAnAppAsks':
    'Когда приложение запросит разрешение действовать от имени вашего аккаунта, его сессия появится здесь и вы сможете ее отозвать.',
  'activityDetail.thisTransactionIsNo': 'Эта транзакция больше недоступна.',
  'activityDetail.transactionDetails': 'Детали транзакции',
  'activityDetail.viewOn': 'Открыть в {explorer}',
  'walletSend.thereIsNothingTo': 'Пока нечего отправлять.',
  'registerAccountName.chooseANameFor':
    'Выберите имя для аккаунта. Приложения и люди смогут использовать его вместо вашего адреса.',
  'connectingSiwe.needsToConnectTo': 'Приложению {app} нужно подключиться к вашему кошельку',
  'connectingSiwe.signThisMessageTo':
    'Подпишите это сообщение, чтобы подтвердить, что вы владеете этим кошельком, и продолжить. При отмене кошелек будет отключен.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Подпись отклонена. Подпишите, чтобы продолжить, или отмените, чтобы отключиться.',
  'activityEmpty.activityIsNotAvailable': 'Активность недоступна в этой сети',
  'activityEmpty.switchToANetwork': 'Переключитесь на сеть, где поддерживается активность.',
  'activityEmpty.noActivityYet': 'Активности пока нет',
  'activityEmpty.yourTransactionsOnThis': 'Здесь будут ваши транзакции в этой сети.',
  'tokensTab.loadingTokens': 'Загрузка токенов',
  'tokensTab.tokenBalanceUnavailable': 'Баланс токенов недоступен',
  'tokensTab.noTokensYet': 'Токенов пока нет',
  'tokensTab.tokensYouHoldOn': 'Здесь будут ваши токены в этой сети.',
  'tokensTab.totalBalance': 'Общий баланс',
  'tokensTab.tokens': 'Токены',
  'accountNameEntry.chooseAName': 'Выберите имя',
  'accountTabs.account': 'Аккаунт',
  'activityTab.loadingActivity': 'Загрузка активности',
  'activityTab.pendingTransactions': 'Ожидающие транзакции',
  'activityTab.loadingMoreActivity': 'Загрузка других транзакций',
  'sendReceiverField.addressOrName': 'Адрес или имя',
  'accountEmail.updateEmail': 'Изменить почту',
  'sendTokenPicker.selectATokenTo': 'Выберите токен для отправки',
  'accountTypeSwitch.accountType': 'Тип аккаунта',
  'nftsEmpty.nftsAreUnavailableOn': 'NFT недоступны в этой сети',
  'nftsEmpty.switchToANetwork': 'Переключитесь на сеть, где поддерживаются NFT.',
  'nftsEmpty.nftsCouldNotBe': 'Не удалось загрузить NFT',
  'nftsEmpty.noNftsYet': 'NFT пока нет',
  'nftsEmpty.nftsYouOwnOn': 'Здесь будут ваши NFT в этой сети.',
  'sendForm.previewSend': 'Проверить отправку',
  'accountSocial.account': 'Аккаунт {provider}',
  'sendPreview.sendSummary': 'Сводка отправки',
  'sendPreview.network': 'Сеть',
  'sendPreview.edit': 'Изменить',
  'accountNamespaceSwitch.accounts': 'Аккаунты',
  'nftsTab.loadingNfts': 'Загрузка NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'Загрузка других NFT',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'обозревателе блоков',
  'connectingSiwe.signedIn': 'Вход выполнен',
  'registerAccountName.signInWallet': 'Подпишите в кошельке',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Смарт-аккаунт',
  'accountTypeSwitch.toEoa': 'Переключиться на EOA',
  'accountTypeSwitch.toSmartAccount': 'Переключиться на смарт-аккаунт',
  'accountTypeSwitch.smartAccountFailed':
    'Не удалось использовать смарт-аккаунт: по-прежнему используется ваш EOA.',
  'accountTypeSwitch.eoaFailed': 'Переключение на EOA не завершилось.',
  'accountActions.buy': 'Купить',
  'accountActions.swap': 'Обменять',
  'accountActions.receive': 'Получить',
  'accountActions.send': 'Отправить',
  'accountTabs.tokens': 'Токены',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Активность',
  'connectingSiwe.signing': 'Подписание…',
  'connectingSiwe.sign': 'Подписать',
  'registerAccountName.registering': 'Регистрация',
  'registerAccountName.registerNamed': 'Зарегистрировать {name}',
  'registerAccountName.register': 'Зарегистрировать имя',
  'nftsEmpty.receiveAnNft': 'Получить NFT',
  'sendPreview.confirmInWallet': 'Подтвердите в кошельке',
  'sendTokenPicker.back': 'Назад к отправке',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Токен: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Оценка…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Недоступна',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Недостаточно средств',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Не удалось загрузить балансы. Это никак не влияет на ваши средства.',
  'tokensTab.noBalancesOnNetwork': 'В этой сети балансы недоступны.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: подключите кошелек',
  'accountNamespaceSwitch.connectTitle': 'Подключить кошелек {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Одобрено',
  'activity.borrowed': 'Взято взаймы',
  'activity.burned': 'Сожжено',
  /** An onramp purchase. */
  'activity.bought': 'Куплено',
  'activity.cancelled': 'Отменено',
  'activity.claimed': 'Забрано',
  'activity.deployed': 'Развернуто',
  'activity.deposited': 'Внесено',
  'activity.executed': 'Выполнено',
  'activity.minted': 'Выпущено',
  'activity.received': 'Получено',
  'activity.repaid': 'Погашено',
  'activity.sent': 'Отправлено',
  'activity.staked': 'Застейкано',
  'activity.swapped': 'Обменяно',
  'activity.unstaked': 'Выведено из стейкинга',
  'activity.withdrawn': 'Выведено',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Отправка',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Подтверждена',
  'activity.failed': 'Ошибка',
  'activity.pending': 'В ожидании',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'на {address}',
  'activity.fromAddress': 'от {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Статус',
  'activityDetail.from': 'От',
  'activityDetail.to': 'Кому',
  'activityDetail.network': 'Сеть',
  'activityDetail.date': 'Дата',
  'activityDetail.transaction': 'Транзакция',
}
