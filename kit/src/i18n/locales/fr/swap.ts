import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as enSwapMessages } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof enSwapMessages> = {
  'swapActionArea.acceptNewQuote': 'Accepter la nouvelle cotation',
  'swapSuccess.swapComplete': 'Échange terminé',
  'swapSuccess.youSwapped': 'Vous avez échangé {summary}',
  'swapForm.swapTokens': 'Échanger des jetons',
  'swapForm.switchTokens': 'Inverser les jetons',
  'swapForm.quoteFailed': "Impossible d'obtenir une cotation : {reason}",
  'swapForm.theSwapServiceHas': "Le service d'échange n'a aucune cotation pour ces jetons",
  'swapDetails.swapDetails': "Détails de l'échange",
  'swapDetails.rate': 'Taux',
  'swapDetails.minimumReceived': 'Minimum reçu',
  'swapDetails.slippageTolerance': 'Tolérance de glissement',
  'swapField.sell': 'Vendre',
  'swapField.buy': 'Acheter',
  'swapField.sellAmount': 'Montant à vendre',
  'swapField.buyAmount': 'Montant à acheter',
  'swapField.sellToken': 'Jeton à vendre : {symbol}',
  'swapField.buyToken': 'Jeton à acheter : {symbol}',
  'swapField.selectSell': 'Sélectionner le jeton à vendre',
  'swapField.selectBuy': 'Sélectionner le jeton à acheter',
  'swapField.selectToken': 'Sélectionner un jeton',
  'swapTokenPicker.sell': 'Sélectionnez un jeton à vendre',
  'swapTokenPicker.buy': 'Sélectionnez un jeton à acheter',
  'swapTokenPicker.back': "Retour à l'échange",
}
