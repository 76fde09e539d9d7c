import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as en } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof en> = {
  'swapActionArea.acceptNewQuote': 'Прийняти нове котирування',
  'swapSuccess.swapComplete': 'Обмін завершено',
  'swapSuccess.youSwapped': 'Ви обміняли {summary}',
  'swapForm.swapTokens': 'Обмін токенів',
  'swapForm.switchTokens': 'Поміняти токени місцями',
  'swapForm.quoteFailed': 'Не вдалося отримати котирування: {reason}',
  'swapForm.theSwapServiceHas': 'Сервіс обміну не має котирування для цих токенів',
  'swapDetails.swapDetails': 'Деталі обміну',
  'swapDetails.rate': 'Курс',
  'swapDetails.minimumReceived': 'Мінімум до отримання',
  'swapDetails.slippageTolerance': 'Допустиме прослизання',
  'swapField.sell': 'Продати',
  'swapField.buy': 'Купити',
  'swapField.sellAmount': 'Сума продажу',
  'swapField.buyAmount': 'Сума покупки',
  'swapField.sellToken': 'Токен для продажу: {symbol}',
  'swapField.buyToken': 'Токен для покупки: {symbol}',
  'swapField.selectSell': 'Виберіть токен для продажу',
  'swapField.selectBuy': 'Виберіть токен для покупки',
  'swapField.selectToken': 'Виберіть токен',
  'swapTokenPicker.sell': 'Виберіть токен, який хочете продати',
  'swapTokenPicker.buy': 'Виберіть токен, який хочете купити',
  'swapTokenPicker.back': 'Назад до обміну',
}
