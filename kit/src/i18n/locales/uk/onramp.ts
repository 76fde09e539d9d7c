import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as en } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof en> = {
  'onrampQuoteSummary.quote': 'Котирування',
  'onrampQuoteSummary.gettingAQuote': 'Отримуємо котирування…',
  'onrampQuoteSummary.theProviderDidNot': 'Провайдер не надав котирування; це оцінка',
  'onrampQuoteSummary.estimated': 'Орієнтовно',
  'onrampQuoteSummary.total': 'Разом',
  'onrampQuoteSummary.enterAnAmountTo': 'Введіть суму, щоб побачити, скільки ви отримаєте.',
  'onrampForm.nothingCanBeBought': 'У мережі {network} поки нічого не можна купити.',
  'onrampForm.showingSampleOptionsThe': 'Показано приблизні варіанти: список провайдера зараз недоступний.',
  'onrampAmountField.currency': 'Валюта',
  'onrampWaiting.waitingForYourPurchase': 'Очікування покупки',
  'onrampWaiting.finishBuying':
    'Завершіть покупку {symbol} у {provider} у новому вікні. Баланс і активність оновляться тут, коли кошти надійдуть.',
  'onrampWaiting.backToAccount': 'Назад до акаунта',
  'onrampWaiting.buyMore': 'Купити ще',
  'onrampSubmit.couldnTOpenThe': 'Не вдалося відкрити сторінку покупки',
  'onrampSubmit.buyWith': 'Купити через {provider}',
  'onrampPicks.card': 'Картка',
  'onrampPicks.ach': 'Банківський рахунок (ACH)',
  'onrampPicks.youBuy': 'Ви купуєте',
  'onrampPicks.paymentMethod': 'Спосіб оплати',
  'onrampPicks.provider': 'Провайдер',
  'onrampPicks.fee': 'комісія {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Введіть суму від {min} до {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Ви отримаєте ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Ви отримаєте {symbol} за курсом провайдера',
}
