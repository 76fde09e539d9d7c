import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': '새 견적 수락',
  'swapSuccess.swapComplete': '스왑 완료',
  'swapSuccess.youSwapped': '스왑 내역: {summary}',
  'swapForm.swapTokens': '토큰 스왑',
  'swapForm.switchTokens': '토큰 전환',
  'swapForm.quoteFailed': '견적을 받지 못했습니다: {reason}',
  'swapForm.theSwapServiceHas': '스왑 서비스에서 이 토큰들의 견적을 제공하지 않습니다',
  'swapDetails.swapDetails': '스왑 세부 정보',
  'swapDetails.rate': '환율',
  'swapDetails.minimumReceived': '최소 수령액',
  'swapDetails.slippageTolerance': '슬리피지 허용 범위',
  'swapField.sell': '판매',
  'swapField.buy': '구매',
  'swapField.sellAmount': '판매 수량',
  'swapField.buyAmount': '구매 수량',
  'swapField.sellToken': '판매 토큰: {symbol}',
  'swapField.buyToken': '구매 토큰: {symbol}',
  'swapField.selectSell': '판매할 토큰 선택',
  'swapField.selectBuy': '구매할 토큰 선택',
  'swapField.selectToken': '토큰 선택',
  'swapTokenPicker.sell': '판매할 토큰 선택',
  'swapTokenPicker.buy': '구매할 토큰 선택',
  'swapTokenPicker.back': '스왑으로 돌아가기',
}
