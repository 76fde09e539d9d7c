import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as en } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof en> = {
  'walletReceive.qrCodeOfYour': 'QR-код вашої адреси',
  'walletReceive.receiveOnTheseNetworks': 'Отримуйте в цих мережах',
  'walletReceive.thisIsASmart':
    'Це смарт-акаунт: надсилайте на нього кошти лише в мережах вище, де він існує. Кошти, надіслані в іншій мережі, можуть бути втрачені.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Тепер ваш акаунт —',
  'smartSessions.appsYouAllowedTo':
    'Застосунки, яким ви дозволили діяти від імені вашого акаунта без запиту щоразу. Відкличте сесію застосунку, щоб забрати його дозволи.',
  'smartSessions.sessionsCouldNotBe': 'Не вдалося завантажити сесії',
  'smartSessions.noSmartSessions': 'Немає смарт-сесій',
  'smartSessions.whenAnAppAsks':
    'Коли застосунок запросить дозвіл діяти від імені вашого акаунта, його сесія з’явиться тут і ви зможете її відкликати.',
  'activityDetail.thisTransactionIsNo': 'Ця транзакція більше недоступна.',
  'activityDetail.transactionDetails': 'Деталі транзакції',
  'activityDetail.viewOn': 'Переглянути в {explorer}',
  'walletSend.thereIsNothingTo': 'Поки що немає чого надсилати.',
  'registerAccountName.chooseANameFor':
    'Виберіть ім’я для акаунта. Застосунки й люди зможуть використовувати його замість вашої адреси.',
  'connectingSiwe.needsToConnectTo': 'Застосунку {app} потрібно підключитися до вашого гаманця',
  'connectingSiwe.signThisMessageTo':
    'Підпишіть це повідомлення, щоб підтвердити, що ви володієте цим гаманцем, і продовжити. У разі скасування гаманець буде відключено.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Підпис відхилено. Підпишіть, щоб продовжити, або скасуйте, щоб відключитися.',
  'activityEmpty.activityIsNotAvailable': 'Активність недоступна в цій мережі',
  'activityEmpty.switchToANetwork': 'Перейдіть на мережу, де підтримується активність.',
  'activityEmpty.noActivityYet': 'Активності поки немає',
  'activityEmpty.yourTransactionsOnThis': 'Тут будуть ваші транзакції в цій мережі.',
  'tokensTab.loadingTokens': 'Завантаження токенів',
  'tokensTab.tokenBalanceUnavailable': 'Баланс токенів недоступний',
  'tokensTab.noTokensYet': 'Токенів поки немає',
  'tokensTab.tokensYouHoldOn': 'Тут будуть ваші токени в цій мережі.',
  'tokensTab.totalBalance': 'Загальний баланс',
  'tokensTab.tokens': 'Токени',
  'accountNameEntry.chooseAName': 'Виберіть ім’я',
  'accountTabs.account': 'Акаунт',
  'activityTab.loadingActivity': 'Завантаження активності',
  'activityTab.pendingTransactions': 'Транзакції в очікуванні',
  'activityTab.loadingMoreActivity': 'Завантаження інших транзакцій',
  'sendReceiverField.addressOrName': 'Адреса або ім’я',
  'accountEmail.updateEmail': 'Змінити пошту',
  'sendTokenPicker.selectATokenTo': 'Виберіть токен для надсилання',
  'accountTypeSwitch.accountType': 'Тип акаунта',
  'nftsEmpty.nftsAreUnavailableOn': 'NFT недоступні в цій мережі',
  'nftsEmpty.switchToANetwork': 'Перейдіть на мережу, де підтримуються NFT.',
  'nftsEmpty.nftsCouldNotBe': 'Не вдалося завантажити NFT',
  'nftsEmpty.noNftsYet': 'NFT поки немає',
  'nftsEmpty.nftsYouOwnOn': 'Тут будуть ваші NFT у цій мережі.',
  'sendForm.previewSend': 'Перевірити надсилання',
  'accountSocial.account': 'Акаунт {provider}',
  'sendPreview.sendSummary': 'Підсумок надсилання',
  'sendPreview.network': 'Мережа',
  'sendPreview.edit': 'Змінити',
  'accountNamespaceSwitch.accounts': 'Акаунти',
  'nftsTab.loadingNfts': 'Завантаження NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'Завантаження інших NFT',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'оглядачі блоків',
  'connectingSiwe.signedIn': 'Вхід виконано',
  'registerAccountName.signInWallet': 'Підпишіть у гаманці',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Смарт-акаунт',
  'accountTypeSwitch.toEoa': 'Перейти на EOA',
  'accountTypeSwitch.toSmartAccount': 'Перейти на смарт-акаунт',
  'accountTypeSwitch.smartAccountFailed':
    'Не вдалося використати смарт-акаунт: і далі використовується ваш EOA.',
  'accountTypeSwitch.eoaFailed': 'Перехід на EOA не завершився.',
  'accountActions.buy': 'Купити',
  'accountActions.swap': 'Обміняти',
  'accountActions.receive': 'Отримати',
  'accountActions.send': 'Надіслати',
  'accountTabs.tokens': 'Токени',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Активність',
  'connectingSiwe.signing': 'Підписання…',
  'connectingSiwe.sign': 'Підписати',
  'registerAccountName.registering': 'Реєстрація',
  'registerAccountName.registerNamed': 'Зареєструвати {name}',
  'registerAccountName.register': 'Зареєструвати ім’я',
  'nftsEmpty.receiveAnNft': 'Отримати NFT',
  'sendPreview.confirmInWallet': 'Підтвердьте в гаманці',
  'sendTokenPicker.back': 'Назад до надсилання',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Токен: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Оцінюємо…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Недоступно',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Недостатній баланс',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Не вдалося завантажити баланси. Це не впливає на ваші кошти.',
  'tokensTab.noBalancesOnNetwork': 'У цій мережі немає балансів.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: підключіть гаманець',
  'accountNamespaceSwitch.connectTitle': 'Підключити гаманець {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Схвалено',
  'activity.borrowed': 'Позичено',
  'activity.burned': 'Спалено',
  /** An onramp purchase. */
  'activity.bought': 'Куплено',
  'activity.cancelled': 'Скасовано',
  'activity.claimed': 'Затребувано',
  'activity.deployed': 'Розгорнуто',
  'activity.deposited': 'Внесено',
  'activity.executed': 'Виконано',
  'activity.minted': 'Викарбувано',
  'activity.received': 'Отримано',
  'activity.repaid': 'Погашено',
  'activity.sent': 'Надіслано',
  'activity.staked': 'Застейкано',
  'activity.swapped': 'Обміняно',
  'activity.unstaked': 'Виведено зі стейкінгу',
  'activity.withdrawn': 'Виведено',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Надсилання',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Підтверджено',
  'activity.failed': 'Не вдалося',
  'activity.pending': 'Очікує',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'на {address}',
  'activity.fromAddress': 'з {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Статус',
  'activityDetail.from': 'Від',
  'activityDetail.to': 'Кому',
  'activityDetail.network': 'Мережа',
  'activityDetail.date': 'Дата',
  'activityDetail.transaction': 'Транзакція',
}
