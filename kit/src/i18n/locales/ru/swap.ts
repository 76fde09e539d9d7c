import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as en } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof en> = {
  'swapActionArea.acceptNewQuote': 'Принять новую котировку',
  'swapSuccess.swapComplete': 'Обмен завершен',
  'swapSuccess.youSwapped': 'Вы обменяли {summary}',
  'swapForm.swapTokens': 'Обмен токенов',
  'swapForm.switchTokens': 'Поменять токены местами',
  'swapForm.quoteFailed': 'Не удалось получить котировку: {reason}',
  'swapForm.theSwapServiceHas': 'У сервиса обмена нет котировки для этих токенов',
  'swapDetails.swapDetails': 'Детали обмена',
  'swapDetails.rate': 'Курс',
  'swapDetails.minimumReceived': 'Минимум к получению',
  'swapDetails.slippageTolerance': 'Допустимое проскальзывание',
  'swapField.sell': 'Продать',
  'swapField.buy': 'Купить',
  'swapField.sellAmount': 'Сумма продажи',
  'swapField.buyAmount': 'Сумма покупки',
  'swapField.sellToken': 'Токен для продажи: {symbol}',
  'swapField.buyToken': 'Токен для покупки: {symbol}',
  'swapField.selectSell': 'Выберите токен для продажи',
  'swapField.selectBuy': 'Выберите токен для покупки',
  'swapField.selectToken': 'Выберите токен',
  'swapTokenPicker.sell': 'Выберите токен, который хотите продать',
  'swapTokenPicker.buy': 'Выберите токен, который хотите купить',
  'swapTokenPicker.back': 'Назад к обмену',
}
