import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as en } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof en> = {
  'swapActionArea.acceptNewQuote': 'Aceitar nova cotação',
  'swapSuccess.swapComplete': 'Troca concluída',
  'swapSuccess.youSwapped': 'Você trocou {summary}',
  'swapForm.swapTokens': 'Trocar tokens',
  'swapForm.switchTokens': 'Inverter tokens',
  'swapForm.quoteFailed': 'Não foi possível obter uma cotação: {reason}',
  'swapForm.theSwapServiceHas': 'O serviço de troca não tem cotação para estes tokens',
  'swapDetails.swapDetails': 'Detalhes da troca',
  'swapDetails.rate': 'Taxa de câmbio',
  'swapDetails.minimumReceived': 'Mínimo a receber',
  'swapDetails.slippageTolerance': 'Tolerância de slippage',
  'swapField.sell': 'Vender',
  'swapField.buy': 'Comprar',
  'swapField.sellAmount': 'Valor a vender',
  'swapField.buyAmount': 'Valor a comprar',
  'swapField.sellToken': 'Token a vender: {symbol}',
  'swapField.buyToken': 'Token a comprar: {symbol}',
  'swapField.selectSell': 'Selecione o token a vender',
  'swapField.selectBuy': 'Selecione o token a comprar',
  'swapField.selectToken': 'Selecionar token',
  'swapTokenPicker.sell': 'Selecione um token para vender',
  'swapTokenPicker.buy': 'Selecione um token para comprar',
  'swapTokenPicker.back': 'Voltar para a troca',
}
