/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages = {
  'swapActionArea.acceptNewQuote': 'Accept new quote',
  'swapSuccess.swapComplete': 'Swap complete',
  'swapSuccess.youSwapped': 'You swapped {summary}',
  'swapForm.swapTokens': 'Swap tokens',
  'swapForm.switchTokens': 'Switch tokens',
  'swapForm.quoteFailed': 'Couldn’t get a quote: {reason}',
  'swapForm.theSwapServiceHas': 'The swap service has no quote for these tokens',
  'swapDetails.swapDetails': 'Swap details',
  'swapDetails.rate': 'Rate',
  'swapDetails.minimumReceived': 'Minimum received',
  'swapDetails.slippageTolerance': 'Slippage tolerance',
} as const
