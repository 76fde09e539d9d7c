import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as en } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof en> = {
  'onrampQuoteSummary.quote': 'Котировка',
  'onrampQuoteSummary.gettingAQuote': 'Получаем котировку…',
  'onrampQuoteSummary.theProviderDidNot': 'Провайдер не предоставил котировку; это оценка',
  'onrampQuoteSummary.estimated': 'Примерно',
  'onrampQuoteSummary.total': 'Итого',
  'onrampQuoteSummary.enterAnAmountTo': 'Введите сумму, чтобы увидеть, сколько вы получите.',
  'onrampForm.nothingCanBeBought': 'В сети {network} пока ничего нельзя купить.',
  'onrampForm.showingSampleOptionsThe': 'Показаны примерные варианты: список провайдера сейчас недоступен.',
  'onrampAmountField.currency': 'Валюта',
  'onrampWaiting.waitingForYourPurchase': 'Ожидание покупки',
  'onrampWaiting.finishBuying':
    'Завершите покупку {symbol} у {provider} в новом окне. Баланс и активность обновятся здесь, когда средства поступят.',
  'onrampWaiting.backToAccount': 'Назад к аккаунту',
  'onrampWaiting.buyMore': 'Купить еще',
  'onrampSubmit.couldnTOpenThe': 'Не удалось открыть страницу покупки',
  'onrampSubmit.buyWith': 'Купить через {provider}',
  'onrampPicks.card': 'Карта',
  'onrampPicks.ach': 'Банковский счет (ACH)',
  'onrampPicks.youBuy': 'Вы покупаете',
  'onrampPicks.paymentMethod': 'Способ оплаты',
  'onrampPicks.provider': 'Провайдер',
  'onrampPicks.fee': 'комиссия {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Введите сумму от {min} до {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Вы получите ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Вы получите {symbol} по курсу провайдера',
}
